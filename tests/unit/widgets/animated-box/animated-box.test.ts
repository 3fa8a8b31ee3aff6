import { describe, expect, it } from 'vitest';
import { cssUrl, findBox, isControl } from '../../../../src/widgets/animated-box/dom';
import { FOLD_SPEED, foldAngle, foldGone, foldPlan, foldTransform } from '../../../../src/widgets/animated-box/fold';
import { flippedAfterClick, flipsOnEnter, isReversible, isTap, unflipsOnLeave } from '../../../../src/widgets/animated-box/logic';
import {
  clipPolygon,
  dogEarPoint,
  oppositeCorner,
  peelGone,
  peelOpacity,
  peelShape,
  polygonArea,
  polygonCss,
} from '../../../../src/widgets/animated-box/peel';
import { coverRect, scratchDone, scratchedFraction } from '../../../../src/widgets/animated-box/scratch';
import { animatedBoxSchema } from '../../../../src/widgets/animated-box/settings';

const breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => animatedBoxSchema.parse(raw, 'desktop', breakpoints);

/** RGBA data of a width × height canvas, opaque except where `clear(x, y)`. */
function canvas(width: number, height: number, clear: (x: number, y: number) => boolean, alpha = 0): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (clear(x, y)) data[(y * width + x) * 4 + 3] = alpha;
  return data;
}

describe('scratchedFraction', () => {
  it('is 0 on an untouched cover and 1 on a scratched-off one', () => {
    expect(scratchedFraction(canvas(100, 60, () => false), 100, 60)).toBe(0);
    expect(scratchedFraction(canvas(100, 60, () => true), 100, 60)).toBe(1);
  });

  it('is the scratched share of the area, sampled on a grid', () => {
    expect(scratchedFraction(canvas(160, 100, (x) => x < 40), 160, 100)).toBe(0.25);
    expect(scratchedFraction(canvas(200, 100, (_, y) => y < 80), 200, 100)).toBe(0.8);
    // One pixel of every 4 along both axes: a 2-pixel stripe between samples is not seen.
    expect(scratchedFraction(canvas(40, 40, (x) => x === 0 || x === 1), 40, 40)).toBe(0);
    expect(scratchedFraction(canvas(40, 40, (x) => x < 4), 40, 40, 1)).toBe(0.1);
  });

  it('counts anti-aliased brush edges as scratched only when mostly clear', () => {
    expect(scratchedFraction(canvas(20, 20, () => true, 127), 20, 20)).toBe(1);
    expect(scratchedFraction(canvas(20, 20, () => true, 128), 20, 20)).toBe(0);
  });

  it('copes with canvases smaller than the grid and empty ones', () => {
    expect(scratchedFraction(canvas(1, 1, () => true), 1, 1)).toBe(1);
    expect(scratchedFraction(new Uint8ClampedArray(0), 0, 0)).toBe(0);
  });
});

describe('scratchDone', () => {
  it('ends when the fraction exceeds the default 75 percent, not at it', () => {
    // 40 sampled columns on a 160 px wide canvas: clearing 116, 120 or 124 px of them is 72.5, 75 or 77.5%.
    const at = (columns: number) => scratchedFraction(canvas(160, 40, (x) => x < columns), 160, 40);
    expect(at(120)).toBe(0.75);
    expect(scratchDone(at(116), 75)).toBe(false);
    expect(scratchDone(at(120), 75)).toBe(false);
    expect(scratchDone(at(124), 75)).toBe(true);
  });

  it('follows a custom fill percent', () => {
    expect(scratchDone(0.29, 30)).toBe(false);
    expect(scratchDone(0.31, 30)).toBe(true);
    expect(scratchDone(0.31, 75)).toBe(false);
  });
});

describe('coverRect', () => {
  it('fills the area and centres the overflow', () => {
    expect(coverRect(600, 380, 300, 190)).toEqual({ x: 0, y: 0, w: 300, h: 190 });
    expect(coverRect(100, 100, 300, 150)).toEqual({ x: 0, y: -75, w: 300, h: 300 });
  });
});

describe('fold', () => {
  it('plans 5 × 5 panels that end together at the speed, 500 ms', () => {
    const plan = foldPlan('left');
    expect(plan).toHaveLength(25);
    expect(Math.max(...plan.map((p) => p.delay + p.duration))).toBeCloseTo(FOLD_SPEED);
    expect(Math.min(...plan.map((p) => p.delay))).toBe(0);
  });

  it('folds the line farthest from the fold edge first', () => {
    const first = (direction: Parameters<typeof foldPlan>[0]) => foldPlan(direction).find((p) => p.delay === 0)!;
    expect(first('left')).toMatchObject({ row: 0, column: 4, origin: 'left center' });
    expect(first('right')).toMatchObject({ row: 0, column: 0, origin: 'right center' });
    expect(first('top')).toMatchObject({ row: 4, column: 0, origin: 'center top' });
    expect(first('bottom')).toMatchObject({ row: 0, column: 0, origin: 'center bottom' });
    const left = foldPlan('left');
    const at = (row: number, column: number) => left.find((p) => p.row === row && p.column === column)!.delay;
    expect(at(0, 3)).toBeGreaterThan(at(0, 4));
    expect(at(4, 4)).toBeGreaterThan(at(0, 4));
    expect(at(4, 0)).toBe(Math.max(...left.map((p) => p.delay)));
  });

  it('turns panels on the axis of the direction', () => {
    expect(foldTransform('left', 90)).toBe('rotateY(90deg)');
    expect(foldTransform('right', 45)).toBe('rotateY(-45deg)');
    expect(foldTransform('top', 90)).toBe('rotateX(-90deg)');
    expect(foldTransform('bottom', 10)).toBe('rotateX(10deg)');
  });

  it('is gone once every panel is past 89.5 degrees', () => {
    expect(foldAngle(null)).toBe(0);
    expect(foldAngle(0.5)).toBe(45);
    expect(foldAngle(1)).toBe(90);
    expect(foldGone([90, 90, 89.6])).toBe(true);
    expect(foldGone([90, 89.5])).toBe(false);
    expect(foldGone([90, 30])).toBe(false);
    expect(foldGone([])).toBe(false);
  });
});

describe('peel geometry', () => {
  const W = 400;
  const H = 200;

  it('clips a convex polygon by a half-plane and measures areas', () => {
    const square = [[0, 0], [10, 0], [10, 10], [0, 10]] as const;
    expect(polygonArea(square)).toBe(100);
    expect(polygonArea(clipPolygon(square, [1, 0], 4))).toBe(60);
    expect(clipPolygon(square, [1, 0], 20)).toEqual([]);
  });

  it('clips nothing at the corner itself', () => {
    const shape = peelShape('top-right', W, H, [W, 0]);
    expect(shape.fraction).toBe(0);
    expect(shape.flap).toEqual([]);
  });

  it('clips the triangle on the corner side of a fold through the pointer', () => {
    // Straight across from the top-right corner: a vertical fold at x = 300 clips a quarter.
    expect(peelShape('top-right', W, H, [300, 0]).fraction).toBeCloseTo(0.25);
    // Down the left edge from the top-left corner: a horizontal fold halfway.
    expect(peelShape('top-left', W, H, [0, 100]).fraction).toBeCloseTo(0.5);
    // A 45° fold 100·√2 from the bottom-right corner cuts off a right triangle with legs of 200.
    expect(peelShape('bottom-right', W, H, [300, 100]).fraction).toBeCloseTo((200 * 200) / 2 / (W * H));
  });

  it('lays the flap over the fold, mirrored', () => {
    const { flap, remaining } = peelShape('top-right', W, H, [300, 0]);
    expect(polygonArea(flap)).toBeCloseTo(100 * H);
    expect(polygonArea(remaining)).toBeCloseTo(300 * H);
    for (const [x] of flap) expect(x).toBeGreaterThanOrEqual(199.999);
    for (const [x] of flap) expect(x).toBeLessThanOrEqual(300.001);
  });

  it('clips everything when the fold reaches the opposite corner, even dragged past it', () => {
    for (const corner of ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const) {
      const far = oppositeCorner(corner, W, H);
      expect(peelShape(corner, W, H, far).fraction).toBeCloseTo(1);
      expect(peelShape(corner, W, H, [far[0] * 3 - W, far[1] * 3 - H]).fraction).toBeCloseTo(1);
    }
  });

  it('keeps a drag outward from the corner inside the front', () => {
    expect(peelShape('top-right', W, H, [W + 80, -80]).fraction).toBe(0);
  });

  it('rests with a small dog-ear', () => {
    const ear = dogEarPoint('bottom-left', W, H);
    expect(ear[0]).toBeGreaterThan(0);
    expect(ear[1]).toBeLessThan(H);
    const { fraction } = peelShape('bottom-left', W, H, ear);
    expect(fraction).toBeGreaterThan(0);
    expect(fraction).toBeLessThan(0.02);
  });

  it('fades past 0.8 and is gone from about 0.98', () => {
    expect(peelOpacity(0.5)).toBe(1);
    expect(peelOpacity(0.8)).toBe(1);
    expect(peelOpacity(0.89)).toBeCloseTo(0.5);
    expect(peelOpacity(0.98)).toBe(0);
    expect(peelGone(0.979)).toBe(false);
    expect(peelGone(0.98)).toBe(true);
  });

  it('writes polygons in percent of the front', () => {
    expect(polygonCss([[0, 0], [200, 0], [200, 100]], W, H)).toBe('polygon(0% 0%, 50% 0%, 50% 50%)');
    expect(polygonCss([], W, H)).toBe('polygon(0 0, 0 0, 0 0)');
  });
});

describe('reversible modes', () => {
  it('knows which modes turn back, on enter, on leave', () => {
    expect(['hover', 'click', 'toggle', 'slide-out'].every((m) => isReversible(m as never))).toBe(true);
    expect(['scratch', 'fold', 'peel'].some((m) => isReversible(m as never))).toBe(false);
    expect(flipsOnEnter('hover') && flipsOnEnter('slide-out') && !flipsOnEnter('click') && !flipsOnEnter('toggle')).toBe(true);
    expect(unflipsOnLeave('click') && unflipsOnLeave('hover') && !unflipsOnLeave('toggle')).toBe(true);
  });

  it('a mouse click turns click mode over, toggles toggle mode and leaves hover to the pointer', () => {
    expect(flippedAfterClick('click', false, false)).toBe(true);
    expect(flippedAfterClick('click', true, false)).toBe(true);
    expect(flippedAfterClick('toggle', true, false)).toBe(false);
    expect(flippedAfterClick('toggle', false, false)).toBe(true);
    expect(flippedAfterClick('hover', true, false)).toBe(true);
    expect(flippedAfterClick('slide-out', false, false)).toBe(false);
  });

  it('a tap toggles in every mode', () => {
    for (const mode of ['hover', 'click', 'toggle', 'slide-out'] as const) {
      expect(flippedAfterClick(mode, false, true)).toBe(true);
      expect(flippedAfterClick(mode, true, true)).toBe(false);
    }
  });

  it('a tap is a touch that neither moved nor scrolled', () => {
    const start = { pointerType: 'touch', x: 100, y: 100, scrollX: 0, scrollY: 300 };
    expect(isTap(start, { x: 104, y: 97, scrollX: 0, scrollY: 300 })).toBe(true);
    expect(isTap(start, { x: 100, y: 130, scrollX: 0, scrollY: 300 })).toBe(false);
    expect(isTap(start, { x: 100, y: 100, scrollX: 0, scrollY: 340 })).toBe(false);
  });
});

describe('animatedBoxSchema', () => {
  it('has the defaults hover, left, right, top-right and 75', () => {
    expect(parse({})).toEqual({
      value: {
        switchEventType: 'hover',
        paperFoldDirection: 'left',
        slideOutDirection: 'right',
        peelCornerPosition: 'top-right',
        scratchFillPercent: 75,
      },
      problems: [],
    });
  });

  it('reads every field', () => {
    const raw = {
      switchEventType: 'slide-out',
      paperFoldDirection: 'bottom',
      slideOutDirection: 'up',
      peelCornerPosition: 'bottom-left',
      scratchFillPercent: '40',
    };
    expect(parse(raw)).toEqual({ value: { ...raw, scratchFillPercent: 40 }, problems: [] });
    expect(parse({ scratchFillPercent: { unit: '%', size: 60 } }).value.scratchFillPercent).toBe(60);
  });

  it('bad values fall back to the defaults, one problem each', () => {
    const { value, problems } = parse({
      switchEventType: 'wobble',
      paperFoldDirection: 'sideways',
      slideOutDirection: 3,
      peelCornerPosition: 'middle',
      scratchFillPercent: 'lots',
    });
    expect(value).toEqual(parse({}).value);
    expect(problems).toHaveLength(5);
    expect(problems[0]).toBe('switchEventType "wobble" is not valid; using "hover"');
  });

  it('a fill percent that could never end, or ends at once, is refused', () => {
    for (const bad of [0, 100, 150, -5]) expect(parse({ scratchFillPercent: bad }).value.scratchFillPercent).toBe(75);
  });
});

describe('markup', () => {
  it('finds the box and its faces, or nothing', () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<div class="ha-animated-box__box"><div class="ha-animated-box__back"><a href="#x">x</a></div><div class="ha-animated-box__front"></div></div>';
    const dom = findBox(container)!;
    expect(dom.box.className).toBe('ha-animated-box__box');
    expect(dom.front.className).toBe('ha-animated-box__front');
    expect(isControl(dom.back.querySelector('a'), dom.box)).toBe(true);
    expect(isControl(dom.front, dom.box)).toBe(false);
    dom.front.remove();
    expect(findBox(container)).toBeNull();
  });

  it('reads the URL of a background image', () => {
    expect(cssUrl('url("/a/b.svg")')).toBe('/a/b.svg');
    expect(cssUrl("url('c.png'), linear-gradient(red, blue)")).toBe('c.png');
    expect(cssUrl('url(d.jpg)')).toBe('d.jpg');
    expect(cssUrl('none')).toBeNull();
  });
});
