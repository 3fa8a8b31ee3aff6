// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { HaEventName } from '../../../src/api-types';
import type { RuntimeHost } from '../../../src/internal-types';
import { readConfig } from '../../../src/loader/config';
import { defineWidget } from '../../../src/runtime/define';
import { createReadyGate } from '../../../src/runtime/host';
import { mountWidget, unmountWidget } from '../../../src/runtime/mount';
import { useBuild } from '../../../src/ui/use-build';

const definition = defineWidget({ root: (container) => container, Component: () => 'mounted' });

function setup() {
  document.body.innerHTML = '<div data-id="w1" data-widget_type="ha-test.default"><div class="elementor-widget-container">printed</div></div>';
  const element = document.querySelector<HTMLElement>('[data-id="w1"]')!;
  const events: HaEventName[] = [];
  const host: RuntimeHost = { config: readConfig(window as never, '/dist/', ''), emit: (event) => void events.push(event) };
  return { element, events, host };
}

describe('runtime mount queue', () => {
  it('mounts a queued widget in a later task', async () => {
    const { element, events, host } = setup();
    const mounted = mountWidget(element, 'ha-test', definition, host);
    expect(element.textContent).toBe('printed');
    await mounted;
    expect(element.textContent).toBe('mounted');
    expect(events).toEqual(['mount']);
    unmountWidget(element);
    expect(element.textContent).toBe('printed');
  });

  it('a widget unmounted while it waits in the queue never mounts', async () => {
    const { element, events, host } = setup();
    const mounted = mountWidget(element, 'ha-test', definition, host);
    unmountWidget(element);
    await mounted;
    expect(element.textContent).toBe('printed');
    expect(events).toEqual([]);
  });

  it('a widget unmounted before React has committed it settles its mount and keeps the printed markup', async () => {
    const { element, events, host } = setup();
    // Suspended on a promise that never settles, the transition that renders it never commits.
    const pending = defineWidget({
      root: (container) => container,
      Component: () => {
        throw new Promise(() => {});
      },
    });
    const mounted = mountWidget(element, 'ha-test-pending', pending, host);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.textContent).toBe('printed');
    unmountWidget(element);
    await mounted;
    expect(element.textContent).toBe('printed');
    expect(events).toEqual([]);
  });

  it('a widget unmounted while React renders it gets its printed markup back for good', async () => {
    const { element, events, host } = setup();
    // A first render long enough that React yields in the middle of it (a transition renders in steps).
    const Slow = () => {
      const end = performance.now() + 2;
      while (performance.now() < end);
      return null;
    };
    const slow = defineWidget({
      root: (container) => container,
      Component: () => Array.from({ length: 40 }, (_, i) => createElement(Slow, { key: i })),
    });
    const mounted = mountWidget(element, 'ha-test-slow', slow, host);
    while (!rootCreated(element)) await new Promise((resolve) => setTimeout(resolve, 1));
    // What the visitor could see at the end of each task: the printed markup, all along.
    const seen = new Set<string>();
    new MutationObserver(() => seen.add(element.textContent!)).observe(element, { childList: true, subtree: true });
    unmountWidget(element);
    await mounted;
    // The render React had begun is dropped, not committed later over the markup put back.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(element.textContent).toBe('printed');
    expect(events).toEqual([]);
    // It comes back mounted: the next mount waits until the first root has let go.
    await mountWidget(element, 'ha-test', definition, host);
    expect(element.textContent).toBe('mounted');
    expect(events).toEqual(['mount']);
    unmountWidget(element);
    expect(element.textContent).toBe('printed');
    expect([...seen]).toEqual(['printed', 'mounted']);
  });

  it('a request left in the queue by an element that left and came back does not start the later mount', async () => {
    const { element, host } = setup();
    const first = defineWidget({ root: (container) => container, Component: () => 'first' });
    const second = defineWidget({ root: (container) => container, Component: () => 'second' });
    const abandoned = mountWidget(element, 'ha-test-first', first, host);
    unmountWidget(element);
    const later = mountWidget(element, 'ha-test-second', second, host);
    await Promise.all([abandoned, later]);
    expect(element.textContent).toBe('second');
    unmountWidget(element);
  });
});

/** The widget's root exists (its mount has started) and React has not committed its first render. */
function rootCreated(element: HTMLElement): boolean {
  const container = element.firstElementChild!;
  return container.textContent === 'printed' && Object.keys(container).some((key) => key.startsWith('__reactContainer'));
}

describe('ready gate', () => {
  it('opens once committed with no hold left, once', () => {
    const opened: string[] = [];
    const gate = createReadyGate(() => opened.push('ready'));
    const first = gate.hold();
    const second = gate.hold();
    gate.committed();
    first();
    first();
    expect(opened).toEqual([]);
    second();
    expect(opened).toEqual(['ready']);
    gate.hold()();
    expect(opened).toEqual(['ready']);
  });

  it('never opens once closed (the widget failed)', () => {
    const opened: string[] = [];
    const gate = createReadyGate(() => opened.push('ready'));
    const release = gate.hold();
    gate.committed();
    gate.close();
    release();
    expect(opened).toEqual([]);
  });
});

describe('a build put off to a task of its own', () => {
  it('runs after the commit, and the widget is ready only once it has run', async () => {
    const { element, events, host } = setup();
    const seen: string[] = [];
    const built = defineWidget({
      root: (container) => container,
      Component: ({ env }) => {
        useBuild(
          env,
          () => {
            seen.push(`built with ${events.length} events, showing ${element.textContent}`);
            return () => seen.push('undone');
          },
          [],
        );
        return 'mounted';
      },
    });
    await mountWidget(element, 'ha-test-built', built, host);
    expect(seen).toEqual(['built with 0 events, showing mounted']);
    expect(events).toEqual(['mount']);
    unmountWidget(element);
    expect(seen).toEqual(['built with 0 events, showing mounted', 'undone']);
  });

  it('a build that throws fails the widget: an error, no mount, the printed markup back', async () => {
    const { element, events, host } = setup();
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const broken = defineWidget({
        root: (container) => container,
        Component: ({ env }) => {
          useBuild(
            env,
            () => {
              throw new Error('no track');
            },
            [],
          );
          return 'mounted';
        },
      });
      await mountWidget(element, 'ha-test-broken', broken, host);
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      console.error = log;
    }
    expect(events).toEqual(['error']);
    expect(element.textContent).toBe('printed');
    expect(errors.length).toBeGreaterThan(0);
  });

  it('a widget unmounted before its build runs is never built', async () => {
    const { element, events, host } = setup();
    let builds = 0;
    const built = defineWidget({
      root: (container) => container,
      Component: ({ env }) => {
        useBuild(env, () => void builds++, []);
        return 'mounted';
      },
    });
    const mounted = mountWidget(element, 'ha-test-gone', built, host);
    await new Promise((resolve) => setTimeout(resolve, 0));
    while (element.textContent !== 'mounted') await new Promise((resolve) => setTimeout(resolve, 0));
    unmountWidget(element);
    await mounted;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(builds).toBe(0);
    expect(events).toEqual([]);
  });
});
