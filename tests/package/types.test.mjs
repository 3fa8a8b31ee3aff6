// The shipped types (dist/ha-widgets.d.ts, dist/index.d.ts) compile for a strict consumer with no React
// types anywhere, and a React function component registers through them for one that has React.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { STRICT, dist, ensureBuilt, root, scratch as makeScratch, tsc, write } from './helpers.mjs';

const made = [];
const scratch = async (name) => (made.push(await makeScratch(name)), made.at(-1));

/** A consumer with no React: the ESM API, the globals, the events and the queue, all typed. */
const PLAIN = `
import { defineWidget, haWidgets, type HaEventDetail, type HaWidgetsApi, type WidgetProps } from './types/index.js';

interface Settings { speed: number; label?: string }

const speed = defineWidget<Settings>({
  trigger: 'visible',
  requires: '.speed',
  setup({ element, settings, env }: WidgetProps<Settings>) {
    element.dataset.speed = String(settings.speed);
    env.warn(settings.label ?? 'no label');
    return () => delete element.dataset.speed;
  },
});

haWidgets().then((api: HaWidgetsApi) => {
  api.register('my-speed', speed);
  const off = api.on('error', (detail: HaEventDetail) => console.log(detail.type, detail.id, detail.error));
  off();
  const state: 'loading' | 'ready' | 'error' | undefined = api.get(document.body)?.state;
  console.log(api.version, api.config.baseStyles, state);
});

window.haWidgetsConfig = { debug: true, baseStyles: false };
(window.haWidgetsQueue ??= []).push((api) => api.scan(document));
window.haWidgets?.register('my-plain', { setup: ({ container }) => void container.append('hi') });
document.addEventListener('ha:init', (event) => event.detail.scan());
document.body.addEventListener('ha:error', (event) => console.log(event.detail.element.id, event.detail.recoverable));

// @ts-expect-error the mount pattern is gone
defineWidget({ pattern: 'render' });
// @ts-expect-error settings are typed
defineWidget<Settings>({ setup: ({ settings }) => void settings.nope });
// @ts-expect-error the triggers are named
defineWidget({ trigger: 'soon' });
`;

/** A React user: function components (plain, FC, arrow, with hooks) register as they are. */
const REACT = `
import { useState, type FC } from 'react';
import { defineWidget, haWidgets, type WidgetProps } from './types/index.js';

interface Settings { title: string }

function Title({ settings, env }: WidgetProps<Settings>) {
  const [open, setOpen] = useState(false);
  return <button aria-expanded={open} onClick={() => (setOpen(!open), env.report(null))}>{settings.title}</button>;
}

const Badge: FC<WidgetProps<Settings>> = ({ settings }) => (settings.title ? <span>{settings.title}</span> : null);

const title = defineWidget<Settings>({ trigger: 'eager', Component: Title });

haWidgets().then((api) => {
  api.register('my-title', title);
  api.register('my-badge', { Component: Badge });
  api.register('my-arrow', { Component: (props: WidgetProps<Settings>) => <i>{props.settings.title}</i> });
});

// @ts-expect-error a component must take the widget's props
defineWidget<Settings>({ Component: (props: { count: number }) => <b>{props.count}</b> });
`;

async function copyTypes(dir) {
  for (const file of ['ha-widgets.d.ts', 'index.d.ts']) await fs.copyFile(path.join(dist, file), path.join(dir, 'types', file));
}

describe('shipped types', () => {
  before(ensureBuilt);
  after(() => Promise.all(made.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

  it('import nothing and hold only public types', async () => {
    for (const file of ['ha-widgets.d.ts', 'index.d.ts']) {
      const text = await fs.readFile(path.join(dist, file), 'utf8');
      assert.doesNotMatch(text, /from\s+['"]react/, `${file} imports react`);
      assert.doesNotMatch(text, /\b(RuntimeHost|RuntimeModule|MountPattern)\b/, `${file} exposes an internal type`);
      assert.doesNotMatch(text, /import\s*\(/, `${file} has an import type`);
    }
  });

  it('compile for a strict consumer with no React types resolvable', async () => {
    const dir = await scratch('types');
    await fs.mkdir(path.join(dir, 'types'));
    await copyTypes(dir);
    await write(dir, {
      'consumer.ts': PLAIN,
      'tsconfig.json': { compilerOptions: { ...STRICT, module: 'ESNext', moduleResolution: 'Bundler' }, files: ['consumer.ts'] },
      // The same folder proves React is out of reach: importing it must fail.
      'react.ts': `import type { FC } from 'react';\nexport type X = FC;\n`,
      'tsconfig.react.json': { compilerOptions: { ...STRICT, module: 'ESNext', moduleResolution: 'Bundler' }, files: ['react.ts'] },
    });
    const noReact = tsc(dir, 'tsconfig.react.json');
    assert.equal(noReact.ok, false, 'react resolved in the scratch folder; the test would prove nothing');
    assert.match(noReact.output, /Cannot find module 'react'/);
    const result = tsc(dir);
    assert.ok(result.ok, result.output);
  });

  it('register a React function component for a consumer with React types', async () => {
    const dir = await scratch('types-react');
    await fs.mkdir(path.join(dir, 'types'));
    await copyTypes(dir);
    // React's types come from this repository's node_modules, as from the consumer's own.
    await fs.symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    await write(dir, {
      'consumer.tsx': REACT,
      'tsconfig.json': {
        compilerOptions: { ...STRICT, module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx' },
        files: ['consumer.tsx'],
      },
    });
    const result = tsc(dir);
    assert.ok(result.ok, result.output);
  });
});
