import { describe, expect, it } from 'vitest';
import { findTicker, readTickerSettings } from '../../../../src/widgets/news-ticker/dom';
import { newsTickerSchema } from '../../../../src/widgets/news-ticker/settings';

const breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => newsTickerSchema.parse(raw, 'desktop', breakpoints);

function ticker(attributes: string, title = '<span class="ha-news-ticker-sticky-title">Breaking News</span>'): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `<div class="ha-news-ticker-wrapper" ${attributes}>${title}<ul class="ha-news-ticker-container">
    <li class="ha-news-ticker-item"><h2 class="ha-news-ticker-title"><a href="#1">One</a></h2></li>
    <li class="ha-news-ticker-item"><h2 class="ha-news-ticker-title"><a href="#2">Two</a></h2></li>
  </ul></div>`;
  return container;
}

describe('news ticker settings', () => {
  it("defaults are the add-on's: left, 30 s", () => {
    expect(parse({})).toEqual({ value: { slide_direction: 'left', duration: 30000 }, problems: [] });
  });

  it('reads the wrapper attributes as the schema names them', () => {
    const container = ticker('data-duration="20000" data-scroll-direction="right"');
    const raw = readTickerSettings(container, container);
    expect(raw).toEqual({ slide_direction: 'right', duration: '20000' });
    expect(parse(raw)).toEqual({ value: { slide_direction: 'right', duration: 20000 }, problems: [] });
  });

  it('absent attributes leave the defaults; bad ones give the defaults and one problem each', () => {
    const empty = ticker('');
    expect(readTickerSettings(empty, empty)).toEqual({});
    const bad = ticker('data-duration="fast" data-scroll-direction="sideways"');
    const { value, problems } = parse(readTickerSettings(bad, bad));
    expect(value).toEqual({ slide_direction: 'left', duration: 30000 });
    expect(problems).toEqual([
      'slide_direction "sideways" is not valid; using "left"',
      'duration "fast" is not valid; using 30000',
    ]);
  });
});

describe('news ticker markup', () => {
  it('finds the wrapper, the sticky title and the headlines', () => {
    const dom = findTicker(ticker('data-duration="30000"'))!;
    expect(dom.wrapper.className).toBe('ha-news-ticker-wrapper');
    expect(dom.title?.textContent).toBe('Breaking News');
    expect(dom.list.tagName).toBe('UL');
    expect(dom.items.map((item) => item.textContent)).toEqual(['One', 'Two']);
  });

  it('a ticker without a sticky title or without a list', () => {
    expect(findTicker(ticker('', ''))?.title).toBeNull();
    const none = document.createElement('div');
    none.innerHTML = '<div class="ha-news-ticker-wrapper"></div>';
    expect(findTicker(none)).toBeNull();
  });
});
