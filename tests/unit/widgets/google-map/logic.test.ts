import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CENTRE,
  DEFAULT_TILE_URL,
  STYLE_FILTERS,
  centreOf,
  chooseStyle,
  customFilter,
  routePoints,
  routeRequestUrl,
  safeUrl,
  shapePoints,
  tileSource,
  travelMode,
} from '../../../../src/widgets/google-map/logic';

const BASE = 'https://site.example/page/';

describe('centre fallback', () => {
  it('uses latitude and longitude when both are usable', () => {
    expect(centreOf('51.5072', '-0.1276')).toEqual({ lat: 51.5072, lng: -0.1276 });
    expect(centreOf(-12.04, -77.03)).toEqual({ lat: -12.04, lng: -77.03 });
  });

  it('falls back to the default point when they are empty, half given, out of range or not numbers', () => {
    expect(centreOf('', '')).toEqual(DEFAULT_CENTRE);
    expect(centreOf('51.5', '')).toEqual(DEFAULT_CENTRE);
    expect(centreOf('91', '10')).toEqual(DEFAULT_CENTRE);
    expect(centreOf('10', '181')).toEqual(DEFAULT_CENTRE);
    expect(centreOf('north', 'west')).toEqual(DEFAULT_CENTRE);
    expect(centreOf(undefined, null)).toEqual(DEFAULT_CENTRE);
    expect(DEFAULT_CENTRE).toEqual({ lat: 40.7306, lng: -73.9352 });
  });

  it("takes the second variant's init.center before the default", () => {
    expect(centreOf('', '', { center: { lat: 48.86, lng: '2.33' } })).toEqual({ lat: 48.86, lng: 2.33 });
    expect(centreOf('', '', { center: { lat: 'x', lng: 2 } })).toEqual(DEFAULT_CENTRE);
    expect(centreOf('1', '2', { center: { lat: 48.86, lng: 2.33 } })).toEqual({ lat: 1, lng: 2 });
  });
});

describe('travel mode', () => {
  it('is given in upper case, whatever case the add-on printed', () => {
    expect(travelMode('walking')).toBe('WALKING');
    expect(travelMode(' Bicycling ')).toBe('BICYCLING');
    expect(travelMode('DRIVING')).toBe('DRIVING');
    expect(travelMode('transit')).toBe('TRANSIT');
  });

  it('refuses anything else', () => {
    expect(travelMode('flying')).toBeNull();
    expect(travelMode('')).toBeNull();
    expect(travelMode(3)).toBeNull();
  });
});

describe('style selection', () => {
  it('maps each named style to its tile filter; standard has none', () => {
    for (const name of ['standard', 'silver', 'retro', 'dark', 'night', 'aubergine'] as const)
      expect(chooseStyle(name, '')).toEqual({ name, filter: STYLE_FILTERS[name] });
    expect(STYLE_FILTERS.standard).toBe('');
    expect(new Set(Object.values(STYLE_FILTERS)).size).toBe(6);
  });

  it('uses custom only when its JSON is a valid style array, else standard with a problem', () => {
    expect(chooseStyle('custom', '[{"stylers":[{"saturation":-100}]}]')).toEqual({ name: 'custom', filter: 'saturate(0)' });
    expect(chooseStyle('custom', '[]')).toEqual({ name: 'custom', filter: '' });
    expect(chooseStyle('custom', '{not json')).toMatchObject({ name: 'standard', filter: '', problem: expect.stringMatching(/not valid JSON/) });
    expect(chooseStyle('custom', '')).toMatchObject({ name: 'standard', problem: expect.any(String) });
    expect(chooseStyle('custom', '{"a":1}')).toMatchObject({ name: 'standard', problem: expect.stringMatching(/not a style array/) });
  });

  it('derives the custom filter from the rules for the whole map only', () => {
    expect(
      customFilter([
        { featureType: 'all', stylers: [{ invert_lightness: true }, { saturation: -60 }, { lightness: 10 }] },
        { featureType: 'water', stylers: [{ saturation: 100 }] },
        { elementType: 'labels', stylers: [{ lightness: -50 }] },
        { stylers: [{ gamma: 0.5 }] },
      ]),
    ).toBe('invert(1) hue-rotate(180deg) saturate(0.4) brightness(1.1) contrast(2)');
    expect(customFilter([{ stylers: [{ saturation: -500, lightness: 900 }] }])).toBe('saturate(0) brightness(2)');
    expect(customFilter([null as never, { stylers: 'x' }, { stylers: [{ color: '#fff' }] }])).toBe('');
  });
});

describe('addresses', () => {
  it('keeps relative and http(s) addresses, refuses scripts', () => {
    expect(safeUrl('/a.png', BASE)).toBe('https://site.example/a.png');
    expect(safeUrl('javascript:alert(1)', BASE)).toBeNull();
    expect(safeUrl('data:image/png;base64,AA', BASE)).toBeNull();
    expect(safeUrl('mailto:a@b.c', BASE, ['http:', 'https:', 'mailto:'])).toBe('mailto:a@b.c');
    expect(safeUrl('', BASE)).toBeNull();
    expect(safeUrl(7, BASE)).toBeNull();
  });

  it('takes the tile address from the configuration, per map type, or OpenStreetMap by default', () => {
    expect(tileSource('/tiles/{z}/{x}/{y}.png', 'roadmap', 'Ours', BASE)).toEqual({ url: '/tiles/{z}/{x}/{y}.png', attribution: 'Ours' });
    const perType = { roadmap: 'https://a/{z}/{x}/{y}.png', satellite: 'https://s/{z}/{x}/{y}.jpg' };
    expect(tileSource(perType, 'satellite', undefined, BASE).url).toBe('https://s/{z}/{x}/{y}.jpg');
    expect(tileSource(perType, 'terrain', undefined, BASE).url).toBe('https://a/{z}/{x}/{y}.png');
    expect(tileSource(undefined, 'roadmap', undefined, BASE)).toEqual({ url: DEFAULT_TILE_URL, attribution: '© OpenStreetMap contributors' });
    expect(tileSource('/tiles/{z}/{x}.png', 'roadmap', '', BASE).url).toBe(DEFAULT_TILE_URL);
    expect(tileSource('javascript:{z}{x}{y}', 'roadmap', '', BASE).url).toBe(DEFAULT_TILE_URL);
  });
});

describe('shapes and routes', () => {
  it("reads the add-on's polyline rows and plain lat/lng, leaving unusable ones out", () => {
    expect(
      shapePoints([
        { ha_gmap_polyline_lat: '-12.04', ha_gmap_polyline_lng: '-77.03' },
        { lat: 1, lng: 2 },
        { ha_gmap_polyline_lat: '', ha_gmap_polyline_lng: '3' },
        'x',
      ]),
    ).toEqual([{ lat: -12.04, lng: -77.03 }, { lat: 1, lng: 2 }]);
    expect(shapePoints('nope')).toEqual([]);
  });

  const query = { origin: { lat: 1.5, lng: 2 }, destination: { lat: 3, lng: 4 }, mode: 'WALKING' as const };

  it('fills a routing template, or adds origin, destination and travelMode to a plain address', () => {
    expect(routeRequestUrl('https://osrm.example/route/v1/{profile}/{originLng},{originLat};{destLng},{destLat}?geometries=geojson', query, BASE)).toBe(
      'https://osrm.example/route/v1/foot/2,1.5;4,3?geometries=geojson',
    );
    expect(routeRequestUrl('/route?mode={travelMode}', query, BASE)).toBe('https://site.example/route?mode=WALKING');
    expect(routeRequestUrl('/demo/map/route', query, BASE)).toBe(
      'https://site.example/demo/map/route?origin=1.5%2C2&destination=3%2C4&travelMode=WALKING',
    );
    expect(routeRequestUrl('javascript:alert(1)', query, BASE)).toBeNull();
  });

  it('reads a GeoJSON line, bare, in a Feature or as OSRM answers, and refuses anything else', () => {
    const line = { type: 'LineString', coordinates: [[2, 1], [4, 3]] };
    const points = [{ lat: 1, lng: 2 }, { lat: 3, lng: 4 }];
    expect(routePoints(line)).toEqual(points);
    expect(routePoints({ type: 'Feature', geometry: line })).toEqual(points);
    expect(routePoints({ routes: [{ geometry: line }] })).toEqual(points);
    expect(routePoints({ type: 'FeatureCollection', features: [{ geometry: line }] })).toEqual(points);
    expect(routePoints({ type: 'LineString', coordinates: [[2, 1]] })).toBeNull();
    expect(routePoints({ type: 'LineString', coordinates: [[2, 1], ['x', 3]] })).toBeNull();
    expect(routePoints({ type: 'Point', coordinates: [2, 1] })).toBeNull();
    expect(routePoints('<html>')).toBeNull();
    expect(routePoints(null)).toBeNull();
  });
});
