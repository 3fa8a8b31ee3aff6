import { describe, expect, it } from 'vitest';
import { frameAt, frameNames, loadOrder, MAX_FRAMES, nearestLoaded, pageProgress, spanProgress } from '../../../../src/widgets/scroll-sequence/logic';
import { scrollSequenceSchema } from '../../../../src/widgets/scroll-sequence/settings';
import { readSequenceSettings, scrollSpan } from '../../../../src/widgets/scroll-sequence/dom';
import { httpUrl } from '../../../../src/services/http-url';

const server = { image_source: 'server', images: 'https://cdn.example/seq', name_prefix: 'shot_', number_format: '3', image_type: 'jpg', total_image: 3 } as const;

describe('scroll sequence frame names', () => {
  it('are the prefix plus the number zero-padded to the format width, 1 to total', () => {
    expect(frameNames(server)).toEqual(['https://cdn.example/seq/shot_001.jpg', 'https://cdn.example/seq/shot_002.jpg', 'https://cdn.example/seq/shot_003.jpg']);
    expect(frameNames({ ...server, number_format: '1', total_image: 12, images: '/f/' })[11]).toBe('/f/shot_12.jpg');
    expect(frameNames({ ...server, number_format: '4', image_type: 'webp', total_image: 1 })).toEqual(['https://cdn.example/seq/shot_0001.webp']);
    expect(frameNames({ ...server, image_type: 'png', total_image: 1 })).toEqual(['https://cdn.example/seq/shot_001.png']);
  });

  it('are built only with a numeric format, a folder, a truthy total and a jpg, png or webp type', () => {
    expect(frameNames({ ...server, number_format: 'abc' })).toEqual([]);
    expect(frameNames({ ...server, number_format: '' })).toEqual([]);
    expect(frameNames({ ...server, number_format: '2.5' })).toEqual([]);
    expect(frameNames({ ...server, images: '' })).toEqual([]);
    expect(frameNames({ ...server, images: '   ' })).toEqual([]);
    expect(frameNames({ ...server, images: ['a.jpg'] })).toEqual([]);
    expect(frameNames({ ...server, total_image: 0 })).toEqual([]);
    expect(frameNames({ ...server, image_type: 'gif' })).toEqual([]);
    expect(frameNames({ ...server, image_type: 'JPG' })).toEqual([]);
  });

  it('stop at the control maximum, and a gallery gives its own images', () => {
    expect(frameNames({ ...server, total_image: 1e9 })).toHaveLength(MAX_FRAMES);
    expect(frameNames({ ...server, image_source: 'gallery', images: ['a.png', '', 'b.png'] })).toEqual(['a.png', 'b.png']);
    expect(frameNames({ ...server, image_source: 'gallery', images: 'folder' })).toEqual([]);
  });
});

describe('scroll progress and the frame shown', () => {
  it('runs through a tall span from its top at the window top to its bottom at the window bottom', () => {
    expect(spanProgress(100, 3000, 1000)).toBe(0);
    expect(spanProgress(0, 3000, 1000)).toBe(0);
    expect(spanProgress(-1000, 3000, 1000)).toBe(0.5);
    expect(spanProgress(-2000, 3000, 1000)).toBe(1);
    expect(spanProgress(-5000, 3000, 1000)).toBe(1);
  });

  it('runs through a short span from entering to leaving', () => {
    expect(spanProgress(1000, 500, 1000)).toBe(0);
    expect(spanProgress(250, 500, 1000)).toBe(0.5);
    expect(spanProgress(-500, 500, 1000)).toBe(1);
  });

  it('follows the page for body', () => {
    expect(pageProgress(0, 5000, 1000)).toBe(0);
    expect(pageProgress(2000, 5000, 1000)).toBe(0.5);
    expect(pageProgress(4000, 5000, 1000)).toBe(1);
    expect(pageProgress(0, 800, 1000)).toBe(0);
  });

  it('splits the range evenly, the last frame at the end', () => {
    expect([0, 0.124, 0.125, 0.5, 0.99, 1].map((p) => frameAt(p, 8))).toEqual([0, 0, 1, 4, 7, 7]);
    expect(frameAt(NaN, 8)).toBe(0);
    expect(frameAt(0.5, 0)).toBe(-1);
  });

  it('draws the loaded frame nearest the one wanted, and loads outwards from it', () => {
    expect(nearestLoaded([true, false, false, true], 2)).toBe(3);
    expect(nearestLoaded([true, false, false, false], 3)).toBe(0);
    expect(nearestLoaded([false, true, false, true], 2)).toBe(1);
    expect(nearestLoaded([false, false], 1)).toBe(-1);
    expect(loadOrder(5, 2)).toEqual([2, 1, 3, 0, 4]);
    expect(loadOrder(3, 0)).toEqual([0, 1, 2]);
    expect(loadOrder(3, 9)).toEqual([2, 1, 0]);
    expect(loadOrder(0, 0)).toEqual([]);
  });
});

describe('scroll sequence settings and markup', () => {
  const parse = (raw: Record<string, unknown>) => scrollSequenceSchema.parse(raw, 'desktop', {} as never);

  it('reads the folder, a gallery of {url} objects, and keeps the printed format and type for the link rules', () => {
    expect(parse({ images: { url: '/f' } }).value.images).toBe('/f');
    expect(parse({ images: [{ id: 1, url: '/a.jpg' }, '/b.jpg'] }).value.images).toEqual(['/a.jpg', '/b.jpg']);
    const { value, problems } = parse({ image_type: 'gif', number_format: 'x', total_image: '8', apply_to: 'nowhere' });
    expect(value).toMatchObject({ image_type: 'gif', number_format: 'x', total_image: 8, apply_to: 'container' });
    expect(problems).toHaveLength(1);
  });

  it('reads data-settings from the inner wrap and finds the element scrolled through', () => {
    document.body.innerHTML = `<section class="elementor-section"><div class="elementor-column"><div class="w"><div class="elementor-widget-container"><div class="ha-scroll-sequence-wrap" data-settings="{&quot;apply_to&quot;:&quot;column&quot;}"></div></div></div></div></section>`;
    const element = document.querySelector<HTMLElement>('.w')!;
    expect(readSequenceSettings(element, element.firstElementChild as HTMLElement)).toEqual({ apply_to: 'column' });
    expect(scrollSpan(element, 'column')?.className).toBe('elementor-column');
    expect(scrollSpan(element, 'section')?.tagName).toBe('SECTION');
    expect(scrollSpan(element, 'container')).toBe(element);
    expect(scrollSpan(element, 'body')).toBeNull();
  });

  it('loads frames only from http(s) addresses', () => {
    expect(httpUrl('/a/b.png', 'https://site.example/page/')).toBe('https://site.example/a/b.png');
    expect(httpUrl('javascript:alert(1)', 'https://site.example/')).toBeNull();
    expect(httpUrl('data:image/png;base64,AA', 'https://site.example/')).toBeNull();
    expect(httpUrl('  ', 'https://site.example/')).toBeNull();
  });
});
