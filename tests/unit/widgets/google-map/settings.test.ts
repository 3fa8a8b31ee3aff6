// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mapOptions, mapSchema, readSettings } from '../../../../src/widgets/google-map/settings';

const BREAKPOINTS = { mobile: 767, tablet: 1024 } as never;

function boxWith(attributes: Record<string, string>): HTMLElement {
  const container = document.createElement('div');
  const box = document.createElement('div');
  box.className = 'ha-adv-google-map__wrapper';
  for (const [name, value] of Object.entries(attributes)) box.setAttribute(name, value);
  container.append(box);
  return container;
}

const parse = (attributes: Record<string, string>, device: 'desktop' | 'tablet' | 'mobile' = 'desktop') => {
  const container = boxWith(attributes);
  return mapSchema.parse(readSettings(container, container), device, BREAKPOINTS);
};

describe('settings parsing', () => {
  it("reads the add-on's data attributes", () => {
    const { value, problems } = parse({
      'data-latitude': '51.5',
      'data-longitude': '-0.12',
      'data-map-type': 'satellite',
      'data-scroll-wheel-zoom': 'yes',
      'data-info-open': 'false',
      'data-zoom-control': 'false',
      'data-markers': '[{"pin_latitude":"1","pin_longitude":"2"}]',
      'data-google-map-type': 'polygon',
      'data-polylines': '[]',
      'data-map-style': 'night',
      'data-stroke-color': '#1d5fbf',
      'data-stroke-weight': '3',
      'data-stroke-fill-opacity': '0.6',
      'data-travel-mode': 'bicycling',
      'data-hide-logo': '',
    });
    expect(problems).toEqual([]);
    expect(value).toMatchObject({
      latitude: '51.5',
      longitude: '-0.12',
      map_type: 'satellite',
      scroll_wheel_zoom: true,
      info_open: false,
      zoom_control: false,
      markers: [{ pin_latitude: '1', pin_longitude: '2' }],
      google_map_type: 'polygon',
      map_style: 'night',
      stroke_color: '#1d5fbf',
      stroke_weight: 3,
      stroke_fill_opacity: 0.6,
      travel_mode: 'BICYCLING',
    });
  });

  it('gives the defaults when the attributes are empty or absent', () => {
    const { value, problems } = parse({ 'data-latitude': '', 'data-map-style': '', 'data-travel-mode': '' });
    expect(problems).toEqual([]);
    expect(value).toMatchObject({ latitude: '', map_type: 'roadmap', map_zoom: 8, zoom_control: true, map_style: 'standard', travel_mode: 'WALKING', stroke_color: '#e23a47', markers: [], pins: [], init: {} });
  });

  it('takes the zoom per device', () => {
    const zooms = { 'data-map-zoom': '14', 'data-map-zoom-tablet': '13', 'data-map-zoom-mobile': '12' };
    expect(parse(zooms, 'desktop').value.map_zoom).toBe(14);
    expect(parse(zooms, 'tablet').value.map_zoom).toBe(13);
    expect(parse(zooms, 'mobile').value.map_zoom).toBe(12);
    expect(parse({}, 'mobile').value.map_zoom).toBe(12);
  });

  it('gives defaults and one problem each for bad values', () => {
    const { value, problems } = parse({
      'data-markers': '{broken',
      'data-map-style': 'neon',
      'data-travel-mode': 'flying',
      'data-stroke-color': 'url(https://evil.example/)',
      'data-map-zoom': '99',
      'data-init': '[1]',
    });
    expect(value).toMatchObject({ markers: [], map_style: 'standard', travel_mode: 'WALKING', stroke_color: '#e23a47', map_zoom: 19, init: {} });
    expect(problems).toHaveLength(6);
  });

  it('lets the second variant’s init options win over the attributes', () => {
    const { value } = parse({ 'data-map-zoom': '10', 'data-init': '{"zoom":5,"scrollwheel":true,"zoomControl":false,"draggable":false,"pinsAutoClose":true}', 'data-pins': '[]' });
    expect(mapOptions(value)).toEqual({ zoom: 5, scrollWheelZoom: true, zoomControl: false, dragging: false, pinsAutoClose: true });
    const plain = parse({ 'data-map-zoom': '10', 'data-disable-map-drag': 'yes' }).value;
    expect(mapOptions(plain)).toEqual({ zoom: 10, scrollWheelZoom: false, zoomControl: true, dragging: false, pinsAutoClose: false });
  });
});
