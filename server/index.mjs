// Serves the fixture gallery (fixtures/ at /), the built bundles (dist/ at /dist/, CORS-enabled so
// another origin can load them), the real pages (../shared/corpus at /corpus/, and ready to run with
// the loader injected at /real/) and the demo backend.
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleDemo } from './demo-backend.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MOUNTS = [
  ['/dist/', path.join(root, 'dist')],
  ['/corpus/', path.resolve(root, '..', 'shared', 'corpus')],
  ['/', path.join(root, 'fixtures')],
];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.webm': 'video/webm',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

function resolveFile(pathname) {
  for (const [prefix, dir] of MOUNTS) {
    if (!pathname.startsWith(prefix)) continue;
    const file = path.join(dir, decodeURIComponent(pathname.slice(prefix.length)));
    if (!file.startsWith(dir)) return null;
    return { file, prefix };
  }
  return null;
}

async function serveStatic(req, res, url) {
  const found = resolveFile(url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname);
  if (!found) return false;
  try {
    const body = await fs.readFile(found.file);
    const headers = { 'Content-Type': TYPES[path.extname(found.file)] ?? 'application/octet-stream' };
    if (found.prefix === '/dist/') {
      headers['Access-Control-Allow-Origin'] = '*';
      headers['Cache-Control'] = /-[A-Za-z0-9_-]{8,}\.(js|css)$/.test(found.file) ? 'public, max-age=31536000, immutable' : 'no-cache';
      // The loader carries no comment naming its source map (its bytes are budgeted): the header does.
      if (found.file.endsWith(`${path.sep}ha-widgets.js`)) headers.SourceMap = 'ha-widgets.js.map';
    } else headers['Cache-Control'] = 'no-cache';
    // Byte ranges, as any web server gives them: without them a browser cannot seek in audio or video.
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    headers['Accept-Ranges'] = 'bytes';
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
      if (start > end || start >= body.length) {
        res.writeHead(416, { 'Content-Range': `bytes */${body.length}` });
        res.end();
        return true;
      }
      res.writeHead(206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${body.length}`, 'Content-Length': end - start + 1 });
      res.end(req.method === 'HEAD' ? undefined : body.subarray(start, end + 1));
      return true;
    }
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
    res.end('Not found');
  }
  return true;
}

const CORPUS = path.resolve(root, '..', 'shared', 'corpus');
const EXTERNAL_SCRIPT = /<script\b[^>]*\bsrc\s*=[^>]*>\s*<\/script>/gi;

/**
 * Says on every real page that what it links (the theme's and the add-on's stylesheets, fonts,
 * images) is not here. Fixed at the bottom and transparent to the pointer, so it moves nothing and
 * is never in the way of a click.
 */
const CORPUS_NOTICE =
  '<div data-ha-demo-notice role="note" style="position:fixed;left:8px;bottom:8px;z-index:2147483647;max-width:min(560px,calc(100vw - 16px));' +
  'margin:0;padding:6px 10px;border-radius:6px;background:rgba(17,24,39,.88);color:#fff;font:13px/1.4 system-ui,sans-serif;pointer-events:none">' +
  'Exported page, its scripts replaced by ha-widgets. The theme&#39;s stylesheet is not included (nor the add-on&#39;s, ' +
  'nor the images), so the page looks unstyled: look at the widgets.</div>\n';

/**
 * A real page as the compatibility suite runs it: every external script removed and the loader
 * injected; `?frontend=stand-in` also puts the page builder's front end (a test stand-in) before it.
 */
async function serveRealPage(req, res, url) {
  const match = url.pathname.match(/^\/real\/([\w-]+\.html)$/);
  if (!match) return false;
  const html = await fs.readFile(path.join(CORPUS, match[1]), 'utf8').catch(() => null);
  if (html === null) return res.writeHead(404).end(), true;
  const standIn = url.searchParams.get('frontend') === 'stand-in' ? '<script src="/assets/elementor-stand-in.js" defer></script>\n' : '';
  const injected = html
    .replace(EXTERNAL_SCRIPT, '')
    .replace(/<head([^>]*)>/i, `<head$1>\n<base href="/corpus/">`)
    .replace(/<\/head>/i, `${standIn}<script src="/dist/ha-widgets.js" defer blocking="render"></script>\n</head>`)
    .replace(/<\/body>(?![\s\S]*<\/body>)/i, `${CORPUS_NOTICE}</body>`);
  res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' });
  res.end(injected);
  return true;
}

export function createServer() {
  return http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    try {
      if (await handleDemo(req, res, url)) return;
      if (await serveRealPage(req, res, url)) return;
      if (await serveStatic(req, res, url)) return;
      res.writeHead(404).end();
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf('--port');
  const port = Number(flag > -1 ? process.argv[flag + 1] : (process.env.PORT ?? 8080));
  createServer().listen(port, () => console.log(`ha-widgets fixtures at http://localhost:${port}/`));
}
