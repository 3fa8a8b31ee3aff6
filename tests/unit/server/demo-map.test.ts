// @vitest-environment node
// The demo backend's map routes: generated tiles for any z/x/y, and a route as GeoJSON.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type HandleDemo = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<boolean>;

let server: http.Server;
let base: string;

beforeAll(async () => {
  const modulePath = new URL('../../../server/demo-backend.mjs', import.meta.url).href;
  const { handleDemo } = (await import(/* @vite-ignore */ modulePath)) as { handleDemo: HandleDemo };
  server = http.createServer(async (req, res) => {
    if (!(await handleDemo(req, res, new URL(req.url!, 'http://localhost')))) res.writeHead(404).end('not a demo route');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('map tiles', () => {
  it('answers a 256 px PNG for any tile of the world', async () => {
    for (const path of ['/__demo/tiles/0/0/0.png', '/__demo/tiles/14/8185/5447.png', '/__demo/tiles/19/524287/1.png']) {
      const response = await fetch(base + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([256, 256]);
    }
  });

  it('answers 404 for a tile outside the world or a zoom past 19', async () => {
    expect((await fetch(`${base}/__demo/tiles/3/8/0.png`)).status).toBe(404);
    expect((await fetch(`${base}/__demo/tiles/20/0/0.png`)).status).toBe(404);
    expect((await fetch(`${base}/__demo/tiles/a/0/0.png`)).status).toBe(404);
  });
});

describe('map route', () => {
  it('answers a GeoJSON line from origin to destination', async () => {
    const response = await fetch(`${base}/demo/map/route?origin=1,2&destination=3,4&travelMode=DRIVING`);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.geometry.type).toBe('LineString');
    const coordinates = answer.geometry.coordinates;
    expect(coordinates[0]).toEqual([2, 1]);
    expect(coordinates.at(-1)).toEqual([4, 3]);
  });

  it('refuses bad points and a travel mode not in upper case', async () => {
    expect((await fetch(`${base}/demo/map/route?origin=x&destination=3,4&travelMode=DRIVING`)).status).toBe(400);
    expect((await fetch(`${base}/demo/map/route?origin=1,2&destination=3,4&travelMode=driving`)).status).toBe(400);
  });
});
