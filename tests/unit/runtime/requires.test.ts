// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HaEventDetail, HaEventName } from '../../../src/api-types';
import type { RuntimeHost } from '../../../src/internal-types';
import { readConfig } from '../../../src/loader/config';
import { defineWidget } from '../../../src/runtime/define';
import { elementName, missingMarkup, mountWidget, unmountWidget, widgetContainer } from '../../../src/runtime/mount';

function host() {
  const events: Array<[HaEventName, HaEventDetail]> = [];
  const value: RuntimeHost = { config: readConfig(window as never, '/dist/', ''), emit: (event, detail) => void events.push([event, detail]) };
  return { host: value, events };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the container', () => {
  it("is the page builder's .elementor-widget-container when printed, else the element itself", () => {
    document.body.innerHTML =
      '<div id="a" data-widget_type="ha-x.default"><div class="elementor-widget-container"><p>in</p></div></div>' +
      '<div id="b" data-widget_type="ha-x.default"><p>bare</p></div>';
    const wrapped = document.getElementById('a')!;
    const bare = document.getElementById('b')!;
    expect(widgetContainer(wrapped)).toBe(wrapped.firstElementChild);
    expect(widgetContainer(bare)).toBe(bare);
  });
});

describe('missing markup', () => {
  it('names the selector when neither the container nor anything inside it matches', () => {
    document.body.innerHTML = '<div class="ha-countdown" data-date="x"><span class="inner"></span></div><div id="empty"></div>';
    const [full, empty] = [...document.body.children] as HTMLElement[];
    const countdown = defineWidget({ requires: '.ha-countdown[data-date]' });
    expect(missingMarkup(countdown, full)).toBeUndefined();
    expect(missingMarkup(defineWidget({ requires: '.inner' }), full)).toBeUndefined();
    expect(missingMarkup(countdown, empty)).toBe('.ha-countdown[data-date]');
    expect(missingMarkup(defineWidget({}), empty)).toBeUndefined();
  });

  it('names an element by its data-id, else its DOM id, else "(no id)"', () => {
    document.body.innerHTML = '<div data-id="w1" id="dom"></div><div id="dom2"></div><div></div>';
    expect([...document.body.children].map((el) => elementName(el as HTMLElement))).toEqual(['w1', 'dom2', '(no id)']);
  });

  it('fails the widget before mounting: one ha:error, one warning also without debug, never ready, markup kept', async () => {
    document.body.innerHTML = '<div id="launch" data-widget_type="ha-countdown.default"><p>printed</p></div>';
    const element = document.getElementById('launch')!;
    const { host: h, events } = host();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rendered = vi.fn(() => 'mounted');
    await mountWidget(element, 'ha-countdown', defineWidget({ requires: '.ha-countdown', root: (c) => c, Component: rendered }), h);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events.map(([event]) => event)).toEqual(['error']);
    expect(String((events[0][1].error as Error).message)).toBe('missing markup: found no ".ha-countdown"');
    expect(warn.mock.calls).toEqual([['[ha-widgets] ha-countdown #launch: missing markup: found no ".ha-countdown"']]);
    expect(rendered).not.toHaveBeenCalled();
    expect(element.innerHTML).toBe('<p>printed</p>');
    unmountWidget(element);
  });
});

describe('a widget whose element is out of the document when its turn comes', () => {
  it('is not started: no event, and a later mount once it is back works', async () => {
    document.body.innerHTML = '<div id="w" data-widget_type="ha-x.default"><div class="elementor-widget-container">printed</div></div>';
    const element = document.getElementById('w')!;
    const { host: h, events } = host();
    const definition = defineWidget({ root: (c) => c, Component: () => 'mounted' });
    element.remove();
    await mountWidget(element, 'ha-x', definition, h);
    expect(events).toEqual([]);
    document.body.append(element);
    await mountWidget(element, 'ha-x', definition, h);
    expect(events.map(([event]) => event)).toEqual(['mount']);
    expect(element.textContent).toBe('mounted');
    unmountWidget(element);
  });

  it('without root, the component renders into a node of its own and the printed markup stays', async () => {
    document.body.innerHTML = '<div id="w" data-widget_type="ha-x.default">printed</div>';
    const element = document.getElementById('w')!;
    const { host: h, events } = host();
    await mountWidget(element, 'ha-x', defineWidget({ Component: () => 'elsewhere' }), h);
    expect(events.map(([event]) => event)).toEqual(['mount']);
    expect(element.textContent).toBe('printed');
    unmountWidget(element);
  });
});
