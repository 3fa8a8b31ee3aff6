import { describe, expect, it } from 'vitest';
import { findTitleTips, linkOf } from '../../../../src/widgets/title-tips/dom';
import { createFollower, type Frames } from '../../../../src/widgets/title-tips/follower';
import {
  EASING,
  GAP,
  NO_TIPS,
  easeStep,
  placeNear,
  settled,
  shownOf,
  tipsReducer,
  visibleOf,
  type Point,
  type Tips,
} from '../../../../src/widgets/title-tips/logic';

describe('easing', () => {
  it('the factor is 0.09', () => {
    expect(EASING).toBe(0.09);
  });

  it('one step covers the factor of the distance on both axes', () => {
    const next = easeStep({ x: 0, y: 100 }, { x: 100, y: 0 });
    expect(next.x).toBeCloseTo(9, 10);
    expect(next.y).toBeCloseTo(91, 10);
  });

  it('steps shrink the distance geometrically and never overshoot', () => {
    let position: Point = { x: 0, y: 0 };
    const target = { x: 200, y: -50 };
    for (let i = 0; i < 10; i++) position = easeStep(position, target);
    expect(position.x).toBeCloseTo(200 * (1 - 0.91 ** 10), 8);
    expect(position.y).toBeCloseTo(-50 * (1 - 0.91 ** 10), 8);
    expect(position.x).toBeLessThan(200);
  });

  it('settles within half a pixel on both axes', () => {
    expect(settled({ x: 10.4, y: 5 }, { x: 10, y: 5.3 })).toBe(true);
    expect(settled({ x: 10.6, y: 5 }, { x: 10, y: 5 })).toBe(false);
  });
});

describe('placeNear', () => {
  const viewport = { width: 1000, height: 800 };
  const size = { width: 200, height: 100 };

  it('goes after the anchor, centred on it', () => {
    expect(placeNear({ x: 300, y: 400 }, size, viewport)).toEqual({ x: 300 + GAP, y: 350 });
  });

  it('goes before the anchor when there is no room after', () => {
    expect(placeNear({ x: 900, y: 400 }, size, viewport)).toEqual({ x: 900 - GAP - 200, y: 350 });
  });

  it('stays inside the viewport vertically', () => {
    expect(placeNear({ x: 300, y: 10 }, size, viewport).y).toBe(GAP);
    expect(placeNear({ x: 300, y: 790 }, size, viewport).y).toBe(800 - GAP - 100);
  });
});

describe('which title shows its image', () => {
  type T = string;
  const run = (...events: Parameters<typeof tipsReducer<T>>[1][]) =>
    events.reduce<Tips<T>>((tips, event) => tipsReducer(tips, event), NO_TIPS);

  it('the pointer wins over the keyboard', () => {
    const tips = run({ type: 'focus', link: 'a' }, { type: 'hover', link: 'b' });
    expect(shownOf(tips)).toBe('b');
    expect(visibleOf(run({ type: 'focus', link: 'a' }, { type: 'hover', link: 'b' }, { type: 'hover', link: null }))).toBe('a');
  });

  it('Escape hides the image until another title, or none, is shown', () => {
    const dismissed = run({ type: 'hover', link: 'a' }, { type: 'dismiss' });
    expect(visibleOf(dismissed)).toBeNull();
    expect(visibleOf(tipsReducer(dismissed, { type: 'hover', link: 'a' }))).toBeNull();
    expect(visibleOf(tipsReducer(dismissed, { type: 'hover', link: 'b' }))).toBe('b');
    const left = tipsReducer(dismissed, { type: 'hover', link: null });
    expect(visibleOf(tipsReducer(left, { type: 'hover', link: 'a' }))).toBe('a');
  });

  it('an unchanged event keeps the state object', () => {
    const tips = run({ type: 'hover', link: 'a' });
    expect(tipsReducer(tips, { type: 'hover', link: 'a' })).toBe(tips);
  });
});

describe('createFollower', () => {
  function fakeFrames() {
    const queue = new Map<number, () => void>();
    let next = 1;
    const frames: Frames = {
      request: (callback) => {
        queue.set(next, callback);
        return next++;
      },
      cancel: (handle) => void queue.delete(handle),
    };
    const flush = () => {
      const due = [...queue.values()];
      queue.clear();
      due.forEach((callback) => callback());
    };
    return { frames, flush, pending: () => queue.size };
  }

  it('jumps to the first target, then eases by the factor each frame until settled', () => {
    const seen: Point[] = [];
    const { frames, flush, pending } = fakeFrames();
    const follower = createFollower((p) => seen.push(p), EASING, frames);
    follower.follow({ x: 100, y: 100 });
    expect(seen).toEqual([{ x: 100, y: 100 }]);
    follower.follow({ x: 200, y: 100 });
    expect(seen).toHaveLength(1);
    flush();
    expect(seen[1].x).toBeCloseTo(109, 10);
    flush();
    expect(seen[2].x).toBeCloseTo(109 + 91 * 0.09, 10);
    for (let i = 0; i < 200 && pending(); i++) flush();
    expect(pending()).toBe(0);
    expect(seen.at(-1)).toEqual({ x: 200, y: 100 });
  });

  it('one frame at a time however often the target moves', () => {
    const { frames, pending } = fakeFrames();
    const follower = createFollower(() => {}, EASING, frames);
    follower.follow({ x: 0, y: 0 });
    follower.follow({ x: 10, y: 0 });
    follower.follow({ x: 20, y: 0 });
    expect(pending()).toBe(1);
  });

  it('jump and stop cancel the frame; after stop the next follow jumps', () => {
    const seen: Point[] = [];
    const { frames, pending } = fakeFrames();
    const follower = createFollower((p) => seen.push(p), EASING, frames);
    follower.follow({ x: 0, y: 0 });
    follower.follow({ x: 50, y: 0 });
    follower.jump({ x: 70, y: 0 });
    expect(pending()).toBe(0);
    expect(seen.at(-1)).toEqual({ x: 70, y: 0 });
    follower.follow({ x: 90, y: 0 });
    follower.stop();
    expect(pending()).toBe(0);
    follower.follow({ x: 5, y: 5 });
    expect(seen.at(-1)).toEqual({ x: 5, y: 5 });
  });
});

describe('title tips markup', () => {
  it('reads the titles with an image and the figure images by data-filter-id', () => {
    const container = document.createElement('div');
    container.innerHTML = `
      <div class="ha-title-tips-hover underline swap">
        <ul>
          <li class="ha-title-tips-hover-item have-image"><a href="#a" data-filter-id="11"><span class="ha-title-tips-txt">A</span></a></li>
          <li class="ha-title-tips-hover-item no-image"><a href="#b" data-filter-id="1"><span class="ha-title-tips-txt">B</span></a></li>
        </ul>
        <figure><img src="a.svg" data-filter-id="11"></figure>
      </div>`;
    const dom = findTitleTips(container)!;
    expect(dom.links.map((a) => a.getAttribute('href'))).toEqual(['#a']);
    expect([...dom.images.keys()]).toEqual(['11']);
    expect(linkOf(dom, container.querySelector('.ha-title-tips-txt'))).toBe(dom.links[0]);
    expect(linkOf(dom, container.querySelector('a[href="#b"]'))).toBeNull();
  });

  it('the default style has no figure', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div class="ha-title-tips-hover underline default"><ul></ul></div>';
    expect(findTitleTips(container)).toMatchObject({ figure: null, links: [] });
    expect(findTitleTips(document.createElement('div'))).toBeNull();
  });
});
