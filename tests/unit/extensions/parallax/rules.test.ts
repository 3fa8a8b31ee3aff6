import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEED, layerStyle, readLayers, speedFactor } from '../../../../src/extensions/parallax/rules';

const addOnItem = {
  _id: 'a1f0c2e',
  ha_multi_layer_parallax_image: { url: '/img/hill.png' },
  ha_multi_layer_parallax_width: { unit: '%', size: 60 },
  ha_multi_layer_parallax_width_mobile: { unit: '%', size: 90 },
  ha_multi_layer_parallax_z_index: 3,
  ha_multi_layer_parallax_hor: 'custom',
  ha_multi_layer_parallax_hor_pos: { size: 5 },
  ha_multi_layer_parallax_ver: 'vcenter',
  ha_multi_layer_parallax_effect_type: 'scroll_parallax',
  ha_multi_layer_parallax_scroll_ver: 'yes',
  ha_multi_layer_parallax_direction: 'up',
  ha_multi_layer_parallax_speed: { size: 4 },
  ha_multi_layer_parallax_view: { sizes: { start: 10, end: 90 } },
  ha_multi_layer_parallax_scroll_hor: '',
  show_layer_on: ['desktop', 'mobile'],
  alt: 'Hill',
};

describe('parallax speed', () => {
  it('is scaled speed/100*2: the default 50 is 1', () => {
    expect(DEFAULT_SPEED).toBe(50);
    expect(speedFactor(50)).toBe(1);
    expect(speedFactor(25)).toBe(0.5);
    expect(speedFactor(100)).toBe(2);
  });
});

describe('the layer list', () => {
  it("reads the add-on's keys, device values and defaults", () => {
    const [layer] = readLayers({ items: [addOnItem], devices: ['desktop'] }, 'desktop');
    expect(layer).toMatchObject({ id: 'a1f0c2e', alt: 'Hill', zIndex: 3, width: 60, x: 5, y: 50, prop: 'transform', fx: 'fade-in', rate: 0, shownOn: ['desktop', 'mobile'], movesOn: ['desktop'] });
    expect(layer.image).toBe(new URL('/img/hill.png', location.href).href);
    expect(layer.moves).toEqual([{ type: 'scroll', factor: 0.8, sign: -1, start: 10, end: 90 }]);
    expect(readLayers({ items: [addOnItem] }, 'mobile')[0]).toMatchObject({ width: 90, movesOn: ['desktop', 'tablet'] });
    const mouse = readLayers({ items: [{ ...addOnItem, ha_multi_layer_parallax_effect_type: 'mouse_track', ha_multi_layer_parallax_rate: 40 }] }, 'desktop')[0];
    expect(mouse).toMatchObject({ moves: [], rate: 20 });
  });

  it('reads the plain keys with their defaults: speed 50, transform, fade-in, moving on desktop and tablet', () => {
    const [layer, bg] = readLayers(
      { items: [{ image: '/a.png', type: 'rotate', direction: 'left' }, { image: { url: '/b.png' }, type: 'scroll', animation_prop: 'bgposition', background_x: 30, background_y: 70, speed: 'fast', fx_direction: 'fade-out', devices: ['mobile'] }] },
      'desktop',
    );
    expect(layer).toMatchObject({ id: '0', prop: 'transform', fx: 'fade-in', zIndex: 1, movesOn: ['desktop', 'tablet'], moves: [{ type: 'rotate', factor: 1, sign: -1, start: 0, end: 100 }] });
    expect(bg).toMatchObject({ id: '1', prop: 'bgposition', x: 30, y: 70, fx: 'fade-out', movesOn: ['mobile'], moves: [{ type: 'scroll', factor: 1 }] });
    expect(readLayers({ items: [{ image: '/a.png', type: 'mouse', speed: 50 }] }, 'desktop')[0]).toMatchObject({ moves: [], rate: -10 });
    expect(readLayers({ items: [{ image: '/a.png', type: 'none' }] }, 'desktop')[0]).toMatchObject({ moves: [], rate: 0 });
  });

  it('drops layers without a safe image and odd ids; survives junk', () => {
    const items = [{ image: 'javascript:alert(1)' }, { image: 'data:image/png;base64,AAA' }, { image: '/ok.png', _id: '"><b>' }, null, 7];
    const layers = readLayers({ items }, 'desktop');
    expect(layers).toHaveLength(1);
    expect(layers[0].id).toBe('b');
    expect(readLayers('nope', 'desktop')).toEqual([]);
    expect(readLayers({ items: 'x' }, 'desktop')).toEqual([]);
  });
});

describe('layer styles', () => {
  const [down] = readLayers({ items: [{ image: '/a.png', type: 'scroll', direction: 'down' }] }, 'desktop');
  it('scroll moves through its range, 100 px either side at speed 50; transform3d and bgposition write differently', () => {
    expect(layerStyle(down, 0).transform).toBe('translate(0px, -50px)');
    expect(layerStyle(down, 0.5).transform).toBe('');
    expect(layerStyle(down, 1).transform).toBe('translate(0px, 50px)');
    expect(layerStyle({ ...down, prop: 'transform3d' }, 1).transform).toBe('translate3d(0px, 50px, 0px)');
    expect(layerStyle({ ...down, prop: 'bgposition', x: 50, y: 20 }, 1)).toMatchObject({ transform: '', backgroundPosition: 'calc(50% + 0px) calc(20% + 50px)' });
  });

  it('zoom, rotate, blur and opacity; fade-out turns them round', () => {
    const layer = (type: string, extra = {}) => readLayers({ items: [{ image: '/a.png', type, ...extra }] }, 'desktop')[0];
    expect(layerStyle(layer('zoom'), 1).transform).toBe('scale(1.5)');
    expect(layerStyle(layer('rotate'), 0.5).transform).toBe('rotate(45deg)');
    expect(layerStyle(layer('blur'), 0).filter).toBe('blur(10px)');
    expect(layerStyle(layer('blur', { fx_direction: 'fade-out' }), 0).filter).toBe('blur(0px)');
    expect(layerStyle(layer('opacity'), 0.25).opacity).toBe('0.25');
    expect(layerStyle(layer('opacity', { fx_direction: 'fade-out' }), 0.25).opacity).toBe('0.75');
  });

  it('a mouse layer follows the pointer by its rate', () => {
    const mouse = readLayers({ items: [{ image: '/a.png', type: 'mouse' }] }, 'desktop')[0];
    expect(layerStyle(mouse, 0.3, { x: -200, y: 100 }).transform).toBe('translate(-20px, 10px)');
  });
});
