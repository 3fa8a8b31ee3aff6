import { describe, expect, it } from 'vitest';
import { canvasSize, displacementSource, isSoftwareRenderer, easeInOut, generatedDisplacement, progressAt, pushDirections, transitionTime } from '../../../../src/widgets/liquid-hover-image/logic';
import { coverScale } from '../../../../src/widgets/liquid-hover-image/gl';
import { liquidHoverSchema } from '../../../../src/widgets/liquid-hover-image/settings';
import { findLiquid, linkName, readLiquidSettings } from '../../../../src/widgets/liquid-hover-image/dom';

describe('liquid hover image: the displacement map', () => {
  it('is a built-in map in plugin_url, the custom effect, or none (generated)', () => {
    expect(displacementSource('wave.jpg', 'https://site.example/imgs/', '')).toBe('https://site.example/imgs/wave.jpg');
    expect(displacementSource('default.png', '/imgs', '')).toBe('/imgs/default.png');
    expect(displacementSource('custom', '/imgs/', '/uploads/map.jpg')).toBe('/uploads/map.jpg');
    expect(displacementSource('custom', '/imgs/', '')).toBe('');
    expect(displacementSource('../../etc/passwd', '/imgs/', '')).toBe('');
    expect(displacementSource('wave.jpg', '', '')).toBe('');
  });

  it('is generated as grey waves, opaque, over the whole range', () => {
    const pixels = generatedDisplacement(32);
    expect(pixels).toHaveLength(32 * 32 * 4);
    const greys = [...pixels].filter((_, i) => i % 4 === 0);
    expect(Math.min(...greys)).toBeLessThan(20);
    expect(Math.max(...greys)).toBeGreaterThan(235);
    for (let i = 0; i < pixels.length; i += 4) {
      expect(pixels[i + 1]).toBe(pixels[i]);
      expect(pixels[i + 3]).toBe(255);
    }
  });
});

describe('liquid hover image: motion', () => {
  it('pushes the two images along the angle and its opposite', () => {
    expect(pushDirections(0)).toEqual([
      [1, 0],
      [-1, 0],
    ]);
    expect(pushDirections(90)).toEqual([
      [0, 1],
      [0, -1],
    ]);
    const [[x, y]] = pushDirections(45);
    expect(x).toBeCloseTo(Math.SQRT1_2, 5);
    expect(y).toBeCloseTo(Math.SQRT1_2, 5);
    expect(pushDirections(NaN)[0]).toEqual([1, 0]);
  });

  it('eases in and out, and takes part of the time for part of the way', () => {
    expect([0, 0.5, 1].map(easeInOut)).toEqual([0, 0.5, 1]);
    expect(easeInOut(0.1)).toBeLessThan(0.1);
    expect(easeInOut(0.9)).toBeGreaterThan(0.9);
    expect(easeInOut(-1)).toBe(0);
    expect(transitionTime(0, 1, 1500)).toBe(1500);
    expect(transitionTime(0.4, 0, 1500)).toBe(600);
    expect(progressAt(0, 1, 750, 1500)).toBe(0.5);
    expect(progressAt(0.4, 0, 300, 600)).toBeCloseTo(0.2, 10);
    expect(progressAt(0.4, 0, 9999, 600)).toBe(0);
    expect(progressAt(0, 1, 0, 0)).toBe(1);
  });

  it('tells software WebGL renderers from GPUs', () => {
    expect(isSoftwareRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)')).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.7, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)')).toBe(false);
    expect(isSoftwareRenderer('Apple M2')).toBe(false);
  });

  it('sizes the canvas at up to 2 device pixels a px, and never past 2048 a side', () => {
    expect(canvasSize(480, 300, 1)).toEqual([480, 300]);
    expect(canvasSize(480, 300, 3)).toEqual([960, 600]);
    expect(canvasSize(4000, 1000, 2)).toEqual([2048, 512]);
    expect(canvasSize(0, 0, NaN)).toEqual([1, 1]);
  });

  it('covers the box with each image as object-fit: cover does', () => {
    expect(coverScale(2, 2)).toEqual([1, 1]);
    expect(coverScale(1, 2)).toEqual([1, 0.5]);
    expect(coverScale(2, 1)).toEqual([0.5, 1]);
    expect(coverScale(0, 1)).toEqual([1, 1]);
  });
});

describe('liquid hover image: markup and settings', () => {
  it('reads the image area\'s settings with the add-on\'s defaults, media objects and sliders', () => {
    const parse = (raw: Record<string, unknown>) => liquidHoverSchema.parse(raw, 'desktop', {} as never);
    expect(parse({}).value).toMatchObject({ intensity: 0.3, speed: 1.5, angle: 45, hover_effect: 'default.png', hover_style: 'style-1', style_1_direction: 'left' });
    expect(parse({ first_image: { url: ' /a.png ' }, intensity: '0.6', speed: 2, angle: { size: -90 } }).value).toMatchObject({ first_image: '/a.png', intensity: 0.6, speed: 2, angle: -90 });
    const bad = parse({ intensity: 4, hover_style: 'style-9' });
    expect(bad.value).toMatchObject({ intensity: 1, hover_style: 'style-1' });
    expect(bad.problems.length).toBeGreaterThan(0);
  });

  it('finds the parts and names the empty link after the title, else the image', () => {
    document.body.innerHTML = `<div class="c"><div class="ha-lhi-area style-2">
      <div class="ha-lhi-title"><h2><span class="block normal">Hill  view</span><span class="block hover">Hill view</span></h2></div>
      <div class="ha-lhi-image-area" data-settings="{&quot;speed&quot;:1}"><div class="ha-lhi-image"><img src="a.png" alt="A hill"><a href="/x"></a></div></div>
    </div></div>`;
    const container = document.querySelector<HTMLElement>('.c')!;
    const dom = findLiquid(container)!;
    expect(dom.link?.getAttribute('href')).toBe('/x');
    expect(linkName(dom)).toBe('Hill view');
    expect(readLiquidSettings(container, container)).toEqual({ speed: 1 });
    dom.title!.remove();
    expect(linkName(findLiquid(container)!)).toBe('A hill');
  });
});
