// @vitest-environment happy-dom
// Every widget's `requires` selector against every instance of its type on the fixture pages (widgets
// and core) and the real pages: a widget the server printed whole must never end in the missing-markup error.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WidgetDefinition, WidgetMeta } from '../../../src/api-types';

// (A string, not a URL: happy-dom's URL is not the one node:url takes.)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const widgetsDir = path.join(root, 'src/widgets');
const fixturesDir = path.join(root, 'fixtures/widgets');
const corpusDir = path.resolve(root, '..', 'shared', 'corpus');

/**
 * Instances printed without their markup on purpose, as `page#name` (name: data-id, else the DOM id,
 * else "(no id)", as the runtime names an element), with the reason. The widget fixtures' broken
 * cases break settings, not the markup a widget needs.
 */
const BROKEN: Record<string, string> = {
  'missing-markup.html#cd000001': 'an empty countdown with a page-builder id: the missing-markup error',
  'missing-markup.html#launch-countdown': 'an empty countdown with a DOM id: the missing-markup error',
  'missing-markup.html#(no id)': 'a countdown container holding other markup, no id: the missing-markup error',
};

const nameOf = (element: Element) => element.getAttribute('data-id') || element.id || '(no id)';

const folders = readdirSync(widgetsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const htmlIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => path.join(dir, name));

const pages = [...htmlIn(fixturesDir), ...htmlIn(path.join(root, 'fixtures/core')), ...htmlIn(corpusDir)];

/** Widget fixture pages with no type that has a definition (ha-testimonial has no behaviour). */
const WITHOUT_DEFINED_TYPES = new Set(['testimonial.html']);

/** `.elementor-widget-container` when printed, else the wrapper itself (as the runtime finds it). */
const containerOf = (element: Element) => element.querySelector(':scope > .elementor-widget-container') ?? element;

const satisfies = (container: Element, selector: string) => container.matches(selector) || container.querySelector(selector) !== null;

const definitions = new Map<string, { folder: string; requires: string | undefined }>();

beforeAll(async () => {
  for (const folder of folders) {
    const dir = path.join(widgetsDir, folder);
    const index = readdirSync(dir).find((name) => /^index\.tsx?$/.test(name));
    const meta = ((await import(path.join(dir, 'meta.ts'))) as { default: WidgetMeta }).default;
    const definition = ((await import(path.join(dir, index!))) as { default: WidgetDefinition }).default;
    for (const type of meta.types) definitions.set(type, { folder, requires: definition.requires });
  }
}, 60_000);

describe('widget requires', () => {
  it('every widget definition says which markup it requires', () => {
    expect(definitions.size).toBeGreaterThanOrEqual(folders.length);
    const without = [...definitions].filter(([, { requires }]) => !requires?.trim()).map(([type]) => type);
    expect(without).toEqual([]);
    // Each selector parses.
    for (const [type, { requires }] of definitions) expect(() => document.querySelector(requires!), type).not.toThrow();
  });

  it('the corpus pages are here', () => {
    expect(htmlIn(corpusDir).length).toBeGreaterThan(0);
  });

  it.each(pages.map((file) => [path.relative(path.resolve(root, '..'), file), file]))(
    'every widget on %s has the markup it requires',
    (name, file) => {
      // Inert: a template's content loads no stylesheet, frame or image.
      const doc = document.createElement('template');
      doc.innerHTML = readFileSync(file, 'utf8');
      const missing: string[] = [];
      let checked = 0;
      for (const element of doc.content.querySelectorAll('[data-widget_type]')) {
        const type = (element.getAttribute('data-widget_type') ?? '').split('.')[0];
        const definition = definitions.get(type);
        if (!definition) continue;
        const id = nameOf(element);
        if (`${path.basename(file)}#${id}` in BROKEN) continue;
        checked++;
        if (!satisfies(containerOf(element), definition.requires!)) missing.push(`${type} #${id}: no "${definition.requires}"`);
      }
      expect(missing, name).toEqual([]);
      // A widget page that lost its widgets would pass without checking anything.
      if (path.dirname(file) === fixturesDir && !WITHOUT_DEFINED_TYPES.has(path.basename(file))) expect(checked, name).toBeGreaterThan(0);
    },
  );
});
