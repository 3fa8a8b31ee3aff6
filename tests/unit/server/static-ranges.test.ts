// @vitest-environment node
// The static server answers byte ranges, as a web server does: browsers ask for them to seek in media.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const file = readFileSync(path.join(__dirname, '../../../fixtures/assets/media/tone.wav'));
let server: Server;
let base = '';

beforeAll(async () => {
  const modulePath = new URL('../../../server/index.mjs', import.meta.url).href;
  const { createServer } = (await import(/* @vite-ignore */ modulePath)) as { createServer: () => Server };
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}/assets/media/tone.wav`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('byte ranges', () => {
  it('the whole file says it accepts ranges, with its media type', async () => {
    const response = await fetch(base);
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await response.arrayBuffer()).equals(file)).toBe(true);
  });

  it('a range, an open-ended range and a suffix give 206 with those bytes', async () => {
    for (const [header, start, end] of [['bytes=4-11', 4, 11], [`bytes=${file.length - 3}-`, file.length - 3, file.length - 1], ['bytes=-5', file.length - 5, file.length - 1]] as const) {
      const response = await fetch(base, { headers: { range: header } });
      expect(response.status, header).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${file.length}`);
      expect(Buffer.from(await response.arrayBuffer()).equals(file.subarray(start, end + 1))).toBe(true);
    }
  });

  it('a range past the end is refused with 416', async () => {
    const response = await fetch(base, { headers: { range: `bytes=${file.length + 10}-` } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${file.length}`);
  });
});
