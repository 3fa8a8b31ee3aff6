// `npm start`: builds dist/, serves the fixture gallery with its demo backend, and rebuilds when
// src/ or fixtures/ change.
import { watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../build.mjs';
import { createServer } from '../server/index.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8080);

await build({ strict: false });
createServer().listen(port, () => console.log(`\nha-widgets fixture gallery: http://localhost:${port}/\n(watching src/ and fixtures/; Ctrl+C to stop)`));

let timer;
let running = Promise.resolve();
const rebuild = (file) => {
  // The gallery page is written by the build itself.
  if (!file || file.endsWith('index.html')) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    running = running.then(async () => {
      console.log(`\nchanged: ${file}; rebuilding`);
      await build({ strict: false }).catch((error) => console.error(error.message));
    });
  }, 150);
};
for (const dir of ['src', 'fixtures']) watch(path.join(root, dir), { recursive: true }, (_, file) => rebuild(file));
