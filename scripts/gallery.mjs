// Writes fixtures/index.html, the gallery `npm start` opens: a card per widget fixture with its name,
// its `data-widget_type` and a live preview (the fixture page itself, scaled down in an iframe that
// loads as the card comes into view), then the runtime core pages and the real exported pages.
// Everything comes from each page's <title> and <meta name="description">; a fixture without them
// fails the build.
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const corpusReadme = path.join(fixtures, '..', '..', 'shared', 'corpus', 'README.md');

const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
/** Attribute values in the fixtures are already HTML-escaped; only quotes and brackets need care. */
const decode = (text) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]);

/** The page builder's own types that a widget folder of ours drives (listed in its meta.ts `types`). */
const widgetsDir = path.join(fixtures, '..', 'src', 'widgets');
const OTHER_TYPES = new Set(
  (await fs.readdir(widgetsDir).catch(() => []))
    .map((name) => path.join(widgetsDir, name, 'meta.ts'))
    .filter(existsSync)
    .flatMap((file) => /types:\s*\[([^\]]*)\]/.exec(readFileSync(file, 'utf8'))?.[1].match(/[\w-]+/g) ?? [])
    .filter((name) => !name.startsWith('ha-')),
);

async function pages(folder) {
  const dir = path.join(fixtures, folder);
  const names = (await fs.readdir(dir).catch(() => [])).filter((n) => n.endsWith('.html')).sort();
  const out = [];
  for (const name of names) {
    const html = await fs.readFile(path.join(dir, name), 'utf8');
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1]?.trim();
    const description = html.match(/<meta\s+name="description"\s+content="([^"]*)"/)?.[1]?.trim();
    if (!title || !description) throw new Error(`fixtures/${folder}/${name} needs a <title> and <meta name="description">`);
    // The page's first widget of ours: an add-on type, or one of the page builder's that a folder drives.
    const type = [...html.matchAll(/data-widget_type="([\w-]+)\./g)].map((m) => m[1]).find((name) => name.startsWith('ha-') || OTHER_TYPES.has(name)) ?? '';
    out.push({ href: `/${folder}/${name}`, title: decode(title), description: decode(description), type });
  }
  return out;
}

/** The real exported pages, from the corpus README's table, served with the loader injected. */
async function realPages() {
  const readme = await fs.readFile(corpusReadme, 'utf8').catch(() => '');
  return [...readme.matchAll(/^\| ([\w-]+\.html) \| (.+) \|$/gm)].map(([, name, types]) => ({
    href: `/real/${name}`,
    title: name.replace('.html', ''),
    description: types,
  }));
}

/** "ha-accordion: one item open..." -> "One item open..." (the type has a line of its own). */
function summary(page) {
  const prefix = [page.type, 'Runtime core'].find((name) => name && page.description.startsWith(`${name}:`));
  const text = prefix ? page.description.slice(prefix.length + 1).trim() : page.description;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const card = (page) => `    <li class="card">
      <div class="preview" aria-hidden="true"><iframe data-src="${page.href}" title="${escape(page.title)}" tabindex="-1" scrolling="no" inert></iframe></div>
      <h3><a href="${page.href}">${escape(page.title.replace(/\s*\(ha-[\w-]+\)$/, ''))}</a></h3>
      <p class="type"><code>${escape(page.type)}</code></p>
      <p class="description">${escape(summary(page))}</p>
    </li>`;

const row = (page) => `    <li><a href="${page.href}">${escape(page.title)}</a> ${escape(summary(page))}</li>`;

// Previews load as their card comes near the viewport, two at a time: each is a whole fixture page
// with its widgets, and the gallery shares one main thread with every same-origin frame.
const PREVIEWS = `
{
  const waiting = [];
  let loading = 0;
  const next = () => {
    while (loading < 2 && waiting.length) {
      const frame = waiting.shift();
      loading += 1;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        loading -= 1;
        frame.closest('.preview').classList.add('loaded');
        next();
      };
      frame.addEventListener('load', finish, { once: true });
      setTimeout(finish, 8000);
      frame.src = frame.dataset.src;
    }
  };
  const near = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      near.unobserve(entry.target);
      waiting.push(entry.target);
    }
    next();
  }, { rootMargin: '200px 0px' });
  for (const frame of document.querySelectorAll('iframe[data-src]')) near.observe(frame);
}
`;

const STYLE = `
  :root { color-scheme: light; --ink: #1f2933; --muted: #52606d; --line: #d9e2ec; --accent: #562dd4; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--ink); background: #f5f7fa; }
  header, main { max-width: 1100px; margin: 0 auto; padding: 0 24px; }
  header { padding-top: 32px; }
  h1 { margin: 0 0 8px; font-size: 28px; display: flex; align-items: center; gap: 12px; }
  h1 img { width: 36px; height: 36px; }
  header p { margin: 0 0 8px; color: var(--muted); max-width: 760px; }
  nav a { margin-right: 16px; }
  h2 { margin: 40px 0 16px; font-size: 20px; }
  a { color: var(--accent); }
  .cards { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, 320px); gap: 24px; justify-content: start; }
  .card { position: relative; background: #fff; border: 1px solid var(--line); border-radius: 8px; overflow: hidden; }
  .card:hover, .card:focus-within { border-color: var(--accent); box-shadow: 0 4px 14px rgb(31 41 51 / 0.12); }
  .card h3 { margin: 10px 14px 0; font-size: 16px; }
  .card h3 a { color: var(--ink); text-decoration: none; }
  .card h3 a::after { content: ''; position: absolute; inset: 0; }
  .card h3 a:focus-visible { outline: none; }
  .card:focus-within { outline: 2px solid var(--accent); outline-offset: 2px; }
  .card p { margin: 2px 14px 12px; font-size: 13px; color: var(--muted); }
  .card .type { margin-bottom: 4px; }
  .card .description { display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
  .preview { position: relative; width: 320px; height: 200px; overflow: hidden; background: #fff linear-gradient(90deg, #f0f4f8, #fff, #f0f4f8) 0 0 / 200% 100%; border-bottom: 1px solid var(--line); }
  .preview.loaded { background: #fff; }
  .preview iframe { width: 1200px; height: 750px; border: 0; transform: scale(0.266667); transform-origin: 0 0; pointer-events: none; }
  .list { padding-left: 20px; }
  .list li { margin: 6px 0; color: var(--muted); }
  .list a { font-weight: 600; margin-right: 6px; }
  .note { background: #fff8e1; border: 1px solid #f0d58c; border-radius: 6px; padding: 10px 14px; color: var(--ink); }
  footer { max-width: 1100px; margin: 48px auto 32px; padding: 0 24px; color: var(--muted); font-size: 14px; }
`;

export async function writeGallery() {
  const widgets = await pages('widgets');
  const extensions = await pages('extensions');
  const core = await pages('core');
  const real = await realPages();
  const sections = [
    `  <h2 id="widgets">Widgets (${widgets.length})</h2>\n  <ul class="cards">\n${widgets.map(card).join('\n')}\n  </ul>`,
  ];
  if (extensions.length)
    sections.push(
      `  <h2 id="page-level">Page-level behaviour</h2>\n  <p>What works across the page rather than in one widget: popups, hash-action links, the lightbox, tracking.</p>\n  <ul class="list">\n${extensions.map(row).join('\n')}\n  </ul>`,
    );
  if (core.length)
    sections.push(
      `  <h2 id="core">Runtime core</h2>\n  <p>Pages that show what the runtime does around the widgets.</p>\n  <ul class="list">\n${core.map(row).join('\n')}\n  </ul>`,
    );
  if (real.length)
    sections.push(
      `  <h2 id="real">Real pages</h2>\n  <p>Pages exported from live sites built with the original add-on: their scripts removed, ha-widgets injected.</p>\n` +
        `  <p class="note">The theme's stylesheet is not included, nor the add-on's or the images (only each page's inline styles are), so these pages look unstyled. What they show is the widgets coming alive on markup nobody here wrote.</p>\n` +
        `  <ul class="list">\n${real.map((p) => `    <li><a href="${p.href}">${escape(p.title)}</a> ${escape(p.description)}</li>`).join('\n')}\n  </ul>`,
    );
  const html = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>ha-widgets gallery</title>
  <link rel="icon" href="/favicon.svg" type="image/svg+xml">
  <style>${STYLE}</style>
</head>
<body>
<header>
  <h1><img src="/favicon.svg" alt="">ha-widgets gallery</h1>
  <p>Every widget on its fixture page, in the markup the original add-on prints. Each preview is the live page; open a card to try the widget, read its markup and see its variants.</p>
  <nav><a href="#widgets">Widgets</a>${extensions.length ? '<a href="#page-level">Page-level behaviour</a>' : ''}${core.length ? '<a href="#core">Runtime core</a>' : ''}${real.length ? '<a href="#real">Real pages</a>' : ''}</nav>
</header>
<main>
${sections.join('\n')}
</main>
<footer>Generated by <code>npm run build</code> from each fixture's title and description.</footer>
<script>${PREVIEWS}</script>
</body>
</html>
`;
  const file = path.join(fixtures, 'index.html');
  const current = await fs.readFile(file, 'utf8').catch(() => '');
  if (current !== html) await fs.writeFile(file, html);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeGallery();
