import { describe, expect, it } from 'vitest';
import {
  contentSpan,
  EDGE,
  flowOf,
  itemStops,
  loopDistance,
  pace,
  positionAt,
  progressToShow,
  type Flow,
  type Span,
  type Stop,
} from '../../../../src/ui/marquee-markup/logic';
import { DEFAULT_DURATION, durationMs, readAttributes } from '../../../../src/ui/marquee-markup/schema';

/** Where the keyframes put an item at `progress`, as Web Animations reads them (a later stop wins at a shared offset). */
function shiftAt(stops: Stop[], progress: number): number {
  let index = stops.length - 1;
  for (let i = 0; i < stops.length; i++) {
    if (stops[i].offset > progress) {
      index = i;
      break;
    }
  }
  const after = stops[index];
  const before = stops[Math.max(0, index - 1)];
  if (after.offset === before.offset) return after.shift;
  const t = (progress - before.offset) / (after.offset - before.offset);
  return before.shift + (after.shift - before.shift) * t;
}

/** Four 100 px items 20 px apart from the viewport's start. */
const row = (count = 4, size = 100, gap = 20, from = 0): Span[] =>
  Array.from({ length: count }, (_, i) => ({ start: from + i * (size + gap), size }));

describe('marquee loop geometry', () => {
  it('right and bottom play in reverse, as the add-on did', () => {
    expect(flowOf('left')).toBe(1);
    expect(flowOf('top')).toBe(1);
    expect(flowOf('right')).toBe(-1);
    expect(flowOf('bottom')).toBe(-1);
  });

  it('a row longer than the viewport repeats after its span plus one gap', () => {
    expect(contentSpan(row())).toBe(460);
    expect(loopDistance(200, row())).toBe(480);
  });

  it('a row shorter than the viewport repeats once an item has left on one side before it re-enters on the other', () => {
    expect(loopDistance(800, row())).toBe(800 + 100 + 2 * EDGE);
    expect(loopDistance(800, [{ start: 0, size: 300 }])).toBe(1102);
    expect(loopDistance(800, [])).toBe(0);
  });

  it('the gap follows the average spacing, whatever the order the items were measured in', () => {
    const items = row(3, 50, 10).reverse();
    expect(loopDistance(10, items)).toBe(180);
  });

  it("speed as the add-on's: the viewport plus the content in one duration", () => {
    expect(pace(540, row(), 1000)).toBe(1);
    expect(pace(200, row(), 30000)).toBeCloseTo(660 / 30000);
  });

  it('at progress 0 every item is where the page put it; the row moves by the loop distance per loop', () => {
    const distance = loopDistance(200, row());
    for (const item of row()) {
      expect(positionAt(item, distance, 1, 0)).toBe(item.start);
      expect(positionAt(item, distance, 1, 0.1)).toBeCloseTo(item.start - 48);
      expect(positionAt(item, distance, -1, 0)).toBe(item.start);
    }
    // The first item left by the start edge and came back past the end.
    expect(positionAt(row()[0], distance, 1, 0.25)).toBeCloseTo(-120 + 480);
  });

  it('an item is always somewhere from just past the start edge to just past the end edge', () => {
    const items = row(3, 100, 20);
    const distance = loopDistance(500, items);
    for (let p = 0; p < 1; p += 0.01) {
      for (const item of items) {
        const at = positionAt(item, distance, 1, p);
        expect(at).toBeGreaterThanOrEqual(-item.size - EDGE);
        expect(at).toBeLessThan(-item.size - EDGE + distance);
      }
    }
  });

  const cases: [string, Span[], number][] = [
    ['long row', row(6, 150, 40), 400],
    ['short row', row(2, 120, 30), 900],
    ['right-to-left overflow', row(6, 150, 40, -700), 400],
    ['one item', [{ start: 10, size: 80 }], 300],
  ];
  for (const [name, items, viewport] of cases) {
    for (const flow of [1, -1] as Flow[]) {
      it(`keyframes follow the loop exactly (${name}, flow ${flow})`, () => {
        const distance = loopDistance(viewport, items);
        for (const item of items) {
          const stops = itemStops(item, distance, flow);
          expect(stops[0].offset).toBe(0);
          expect(stops[stops.length - 1].offset).toBe(1);
          for (let i = 1; i < stops.length; i++) expect(stops[i].offset).toBeGreaterThanOrEqual(stops[i - 1].offset);
          for (let p = 0; p < 1; p += 0.005) expect(item.start + shiftAt(stops, p)).toBeCloseTo(positionAt(item, distance, flow, p), 6);
        }
      });
    }
  }

  it('keyframes of an item that starts exactly at an edge have no empty segment', () => {
    const item = { start: -101, size: 100 };
    expect(itemStops(item, 500, 1)).toEqual([
      { offset: 0, shift: 500 },
      { offset: 1, shift: 0 },
    ]);
    expect(itemStops(item, 500, -1)).toEqual([
      { offset: 0, shift: 0 },
      { offset: 1, shift: 500 },
    ]);
  });

  it('wherever the row runs, two items never meet and the loop never shows a hole', () => {
    const items = row(6, 150, 40);
    const distance = loopDistance(400, items);
    for (let p = 0; p < 1; p += 0.003) {
      const seen = items
        .map((item) => ({ start: positionAt(item, distance, 1, p), size: item.size }))
        .filter((item) => item.start < 400 && item.start + item.size > 0)
        .sort((a, b) => a.start - b.start);
      expect(seen[0].start).toBeLessThanOrEqual(40);
      for (let i = 1; i < seen.length; i++) expect(seen[i].start - (seen[i - 1].start + seen[i - 1].size)).toBeCloseTo(40, 6);
    }
  });

  it('focus brings an item into view at the nearest edge, or leaves the loop where it is', () => {
    const items = row(6, 150, 40);
    const distance = loopDistance(400, items);
    const [first, , third] = items;
    expect(progressToShow(first, distance, 1, 0, 400)).toBe(0);
    // The third item is past the end at progress 0: it comes to rest against the end edge.
    const p = progressToShow(third, distance, 1, 0, 400);
    expect(positionAt(third, distance, 1, p)).toBeCloseTo(250);
    // Once it has left by the start, it comes back to the start edge.
    const later = 0.05;
    expect(positionAt(first, distance, 1, later)).toBeLessThan(0);
    expect(positionAt(first, distance, 1, progressToShow(first, distance, 1, later, 400))).toBeCloseTo(0);
    expect(positionAt(first, distance, -1, progressToShow(first, distance, -1, 0.4, 400))).toBeGreaterThanOrEqual(0);
  });

  it('an item larger than the viewport is shown from its start', () => {
    const item = { start: 600, size: 500 };
    const distance = loopDistance(300, [item]);
    expect(positionAt(item, distance, 1, progressToShow(item, distance, 1, 0, 300))).toBeCloseTo(0);
  });
});

describe('marquee settings', () => {
  const field = durationMs();

  it('a duration is a positive number of ms, given as a number or a numeric string', () => {
    expect(field.default).toBe(DEFAULT_DURATION);
    expect(field.coerce(15000)).toEqual({ ok: true, value: 15000 });
    expect(field.coerce(' 2500 ')).toEqual({ ok: true, value: 2500 });
  });

  it('anything else is the default and a problem', () => {
    for (const bad of ['fast', '', 0, -5, '-5', null, {}, Infinity]) expect(field.coerce(bad)).toEqual({ ok: false, value: 30000 });
  });

  it('reads the attributes that are present, under the schema names', () => {
    const element = document.createElement('div');
    element.setAttribute('data-duration', '20000');
    element.setAttribute('data-scroll-direction', '');
    expect(readAttributes(element, { 'data-duration': 'duration', 'data-scroll-direction': 'dir', 'data-align': 'align' })).toEqual({
      duration: '20000',
      dir: '',
    });
    expect(readAttributes(null, { 'data-duration': 'duration' })).toEqual({});
  });
});
