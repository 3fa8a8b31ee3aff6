// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the bench
import { chainDepths } from '../../../bench/waves.mjs';

describe('chainDepths', () => {
  it('counts each request one deeper than the script that asked for it, the page’s own at 1', () => {
    const depths = chainDepths([
      { url: '/dist/ha-widgets.js', by: '/page.html' },
      { url: '/dist/boot.js', by: '/dist/ha-widgets.js' },
      { url: '/dist/runtime.js', by: '/dist/boot.js' },
      { url: '/dist/carousel.js', by: '/dist/boot.js' },
      { url: '/dist/chunk-a.js', by: '/dist/carousel.js' },
      { url: '/dist/chunk-b.js', by: '/dist/chunk-a.js' },
    ]);
    expect(Object.fromEntries(depths)).toEqual({
      '/dist/ha-widgets.js': 1,
      '/dist/boot.js': 2,
      '/dist/runtime.js': 3,
      '/dist/carousel.js': 3,
      '/dist/chunk-a.js': 4,
      '/dist/chunk-b.js': 5,
    });
  });

  it('ends a loop of initiators instead of following it for ever', () => {
    const depths = chainDepths([
      { url: 'a', by: 'b' },
      { url: 'b', by: 'a' },
    ]);
    expect([...depths.values()].every((depth) => depth >= 1 && depth <= 2)).toBe(true);
  });
});
