// `npm start`: serves the gallery with its demo backend at once, builds dist/, and rebuilds when src/
// or fixtures/ change. Requests wait for the build under way, so a page never meets a half-written
// dist/. The build's size table is printed only on request: `npm start -- --sizes` or `SIZES=1`.
import { watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../build.mjs';
import { createServer } from '../server/index.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8080);
const showSizes = process.argv.includes('--sizes') || /^(1|true|yes)$/i.test(process.env.SIZES ?? '');
/** Our own lines: console.log itself is held back while a build runs. */
const print = console.log.bind(console);

/**
 * Runs the build with its console output held back; prints the size table only when asked, and
 * otherwise just the build's closing line ("built N widget folders in T ms"). Errors and budget
 * overruns go to stderr as the build writes them.
 */
async function quietBuild() {
  const held = [];
  console.log = (...args) => held.push(args.join(' '));
  try {
    return await build({ strict: false });
  } finally {
    console.log = print;
    const lines = held.join('\n').split('\n');
    if (showSizes) print(lines.join('\n'));
    else print(lines.filter((line) => /^built /.test(line.trim())).join('\n') || 'built');
  }
}

let running = quietBuild().catch((error) => console.error(error.message));

const server = createServer();
// Every request waits for the build under way.
const handlers = server.listeners('request');
server.removeAllListeners('request');
server.on('request', (req, res) => {
  running.finally(() => {
    for (const handler of handlers) handler.call(server, req, res);
  });
});
server.on('error', (error) => {
  if (error.code === 'EADDRINUSE') console.error(`Port ${port} is in use: stop what runs there, or pick another with PORT=9000 npm start.`);
  else console.error(error);
  process.exit(1);
});
server.listen(port, () => {
  print(`ha-widgets gallery: http://localhost:${port}/`);
  print(`(building; watching src/ and fixtures/; ${showSizes ? '' : 'sizes: npm start -- --sizes; '}Ctrl+C to stop)`);
});

let timer;
const rebuild = (file) => {
  // The gallery page is written by the build itself.
  if (!file || file.endsWith('index.html')) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    running = running.then(async () => {
      print(`changed: ${file}; rebuilding`);
      await quietBuild().catch((error) => console.error(error.message));
    });
  }, 150);
};
for (const dir of ['src', 'fixtures']) watch(path.join(root, dir), { recursive: true }, (_, file) => rebuild(file));
