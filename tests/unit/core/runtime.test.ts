// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { HaEventName, RuntimeHost } from '../../../src/api-types';
import { readConfig } from '../../../src/loader/config';
import { defineWidget } from '../../../src/runtime/define';
import { mountWidget, unmountWidget } from '../../../src/runtime/index';

const definition = defineWidget({ pattern: 'render', Component: () => 'mounted' });

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
      pattern: 'render',
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
});
