// The bench results as console tables and as one self-contained HTML page (tables and inline SVG
// charts, no external files).

const kb = (n) => (n / 1024).toFixed(1);
const mb = (n) => (n / 1048576).toFixed(1);
const verdict = (pass) => (pass === null ? 'SKIP' : pass ? 'PASS' : 'FAIL');

function table(rows, columns) {
  const cells = rows.map((row) => columns.map(([, get]) => String(get(row) ?? '')));
  const widths = columns.map(([title], i) => Math.max(title.length, ...cells.map((c) => c[i].length)));
  const line = (values) => values.map((v, i) => (i ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join('  ');
  return [line(columns.map(([title]) => title)), ...cells.map(line)].join('\n');
}

const FILE_COLUMNS = [
  ['file', (f) => f.name],
  ['kind', (f) => f.kind],
  ['packages', (f) => f.packages.join(' ')],
  ['raw B', (f) => f.raw],
  ['gzip B', (f) => f.gzip],
];
const WIDGET_COLUMNS = [
  ['widget', (w) => w.name],
  ['own gzip B', (w) => w.ownGzip],
  ['+ static deps', (w) => w.staticGzip],
  ['+ lazy deps', (w) => w.dynamicGzip],
  ['vendors', (w) => w.vendors.join(' ')],
];
const PAGE_COLUMNS = [
  ['page', (p) => p.url],
  ['ready', (p) => `${p.ready}/${p.widgets}`],
  ['files', (p) => Object.keys(p.files).length],
  ['dist KB', (p) => kb(p.distRaw)],
  ['gzip KB', (p) => kb(p.distGzip)],
  ['all KB', (p) => kb(p.bytes)],
  ['ready ms', (p) => p.readyMs],
  ['script ms', (p) => p.scriptMs],
  ['task ms', (p) => p.taskMs],
  ['script CPU', (p) => p.scriptCpuMs],
  ['remount ms', (p) => p.remount?.ms ?? ''],
  ['TBT', (p) => Math.round(p.blocking)],
  ['longest', (p) => p.longest],
  ['ours', (p) => p.ownLongest],
  ['CLS', (p) => p.shift.toFixed(3)],
  // The same page with the loader blocked, measured when it shifts: the page's own shift.
  ['CLS alone', (p) => p.withoutLoader?.shift.toFixed(3) ?? ''],
  ['heap MB', (p) => mb(p.heap)],
];

const GROWN_COLUMNS = [
  ['kind and name', (r) => r.key],
  ['count', (r) => `+${r.count}`],
  ['KB', (r) => `+${kb(r.size)}`],
];
const profileTaskLine = (t) =>
  `  ${t.duration} ms at ${t.start} ms\n    samples in: ${t.self.map((r) => `${r.name} ${r.ms}`).join('; ')}\n    under: ${t.entry.map((r) => `${r.name} ${r.ms}`).join('; ')}`;

const taskLine = (t) =>
  `${t.duration} ms at ${t.start} ms, ours ${t.ourMs} ms: ${t.top.map((s) => `${s.file}${s.at ? ` [${s.at}]` : ''} ${s.type} ${s.ms} ms${s.forcedMs ? ` (${s.forcedMs} forced style and layout)` : ''}`).join('; ') || '(no script over 5 ms: parse/style/layout)'}`;

export function printReport(results, log = console.log) {
  const { bytes, pages, profile, leak, targets, generated } = results;
  if (results.machine) log(`\nmachine, unthrottled: a fixed script ${results.machine.scriptMs} ms, the browser's first number format ${results.machine.intlMs} ms`);
  if (bytes) {
    log('\nBytes of dist/ (loader, boot, runtime, vendor and shared chunks; widget chunks below)');
    log(table(bytes.files.filter((f) => !f.kind.startsWith('widget')), FILE_COLUMNS));
    log('\nWidget chunks: own chunk + style, what mounting it first adds (static imports not in the runtime), what it loads lazily');
    log(table(bytes.widgets, WIDGET_COLUMNS));
  }
  for (const group of ['fixtures', 'generated', 'corpus']) {
    const rows = pages.filter((p) => p.group === group);
    if (!rows.length) continue;
    log(`\n${group}: ${results.throttle}x CPU throttling; ms from navigation start; "ours" = longest task from our code`);
    log(table(rows, PAGE_COLUMNS));
    for (const p of rows.filter((r) => r.pending.length)) log(`  ${p.url}: never settled: ${p.pending.slice(0, 6).join(', ')}${p.pending.length > 6 ? ', …' : ''}`);
  }
  if (generated?.skipped.length) log(`\nleft out of the generated pages: ${generated.skipped.map((s) => `${s.widget} (${s.reason})`).join('; ')}`);
  for (const p of pages.filter((r) => r.group === 'generated')) {
    log(`\nlongest tasks on ${p.url}:`);
    for (const t of p.tasks.slice(0, 5)) log(`  ${taskLine(t)}`);
  }
  if (profile) {
    log(`\nCPU profile of ${profile.url} (${profile.busyMs} ms busy): self time by file`);
    log(table(profile.files.slice(0, 10), [['file', (r) => r.name], ['ms', (r) => r.ms]]));
    log('self time by function (source-mapped)');
    log(table(profile.functions, [['function', (r) => r.name], ['ms', (r) => r.ms]]));
    log('longest tasks of the profiled load: where their samples fell, and which function of ours they ran under');
    for (const t of profile.tasks) log(profileTaskLine(t));
  }
  if (leak) {
    const g = leak.growth;
    log(`\nleak test on ${leak.url}: ${leak.cycles} unmount/mount cycles, ${leak.readyAfter}/${leak.ready} ready after the last`);
    log(`  growth after forced GC: heap ${kb(g.heap)} KB, DOM nodes ${g.nodes}, event listeners ${g.listeners} (after cycle 1: heap ${kb(leak.growthAfterFirst.heap)} KB, nodes ${leak.growthAfterFirst.nodes}, listeners ${leak.growthAfterFirst.listeners})`);
    log(`  heap snapshots before and after: compiled code +${kb(leak.snapshots.code)} KB, everything else +${kb(leak.snapshots.other)} KB; grown most:`);
    log(table(leak.grown, GROWN_COLUMNS).replace(/^/gm, '    '));
  }
  log('\nTargets');
  for (const t of targets) log(`  ${verdict(t.pass)}  ${t.name}: ${t.value}${t.detail ? `\n        ${t.detail}` : ''}`);
}

const esc = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function htmlTable(rows, columns) {
  const cell = (value) => `<td${/^[+-]?[\d.]+(\/\d+)?$/.test(String(value)) ? ' class="num"' : ''}>${esc(value)}</td>`;
  return `<table><thead><tr>${columns.map(([title]) => `<th>${esc(title)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${columns.map(([, get]) => cell(get(row) ?? '')).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

/** Horizontal bars, one per row, with an optional dashed limit line. */
function barChart(rows, { title, unit, limit = null, limitLabel = '' }) {
  const labelWidth = 300;
  const width = 1100;
  const bar = 16;
  const max = Math.max(limit ?? 0, ...rows.map((r) => r.value), 1);
  const x = (v) => labelWidth + ((width - labelWidth - 240) * v) / max;
  const height = rows.length * (bar + 6) + 40;
  const bars = rows
    .map((r, i) => {
      const y = 30 + i * (bar + 6);
      const over = limit !== null && r.value > limit;
      return `<text x="${labelWidth - 6}" y="${y + bar - 4}" text-anchor="end">${esc(r.label)}</text><rect x="${labelWidth}" y="${y}" width="${Math.max(1, x(r.value) - labelWidth)}" height="${bar}" fill="${over ? '#c0392b' : '#2e86de'}"/><text x="${x(r.value) + 4}" y="${y + bar - 4}">${esc(r.text ?? r.value)}</text>`;
    })
    .join('');
  const line = limit === null ? '' : `<line x1="${x(limit)}" x2="${x(limit)}" y1="22" y2="${height - 8}" stroke="#222" stroke-dasharray="4 3"/><text x="${x(limit) + 4}" y="18">${esc(limitLabel)}</text>`;
  return `<figure><figcaption>${esc(title)} (${esc(unit)})</figcaption><svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-size="11" font-family="system-ui, sans-serif">${bars}${line}</svg></figure>`;
}

/** Heap and listener counts over the leak cycles, as a line chart. */
function leakChart(leak) {
  const width = 900;
  const height = 220;
  const points = [{ cycle: 0, heap: leak.baseline.heap }, ...leak.series];
  const lo = Math.min(...points.map((p) => p.heap));
  const hi = Math.max(...points.map((p) => p.heap), lo + 1048576);
  const x = (c) => 50 + ((width - 70) * c) / leak.cycles;
  const y = (h) => height - 30 - ((height - 60) * (h - lo)) / (hi - lo);
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${x(p.cycle).toFixed(1)},${y(p.heap).toFixed(1)}`).join('');
  return `<figure><figcaption>JS heap after forced GC per cycle (MB; the band is 1 MB above the lowest point)</figcaption><svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-size="11" font-family="system-ui, sans-serif"><rect x="50" y="${y(lo + 1048576)}" width="${width - 70}" height="${y(lo) - y(lo + 1048576)}" fill="#eaf2fb"/><path d="${path}" fill="none" stroke="#2e86de" stroke-width="2"/><text x="4" y="${y(hi) + 4}">${mb(hi)}</text><text x="4" y="${y(lo) + 4}">${mb(lo)}</text><text x="${x(leak.cycles) - 30}" y="${height - 10}">cycle ${leak.cycles}</text><text x="46" y="${height - 10}">0</text></svg></figure>`;
}

export function htmlReport(results) {
  const { bytes, pages, profile, leak, targets } = results;
  const generated = pages.filter((p) => p.group === 'generated');
  const section = (title, body) => `<section><h2>${esc(title)}</h2>${body}</section>`;
  const parts = [
    section('Targets', htmlTable(targets, [['result', (t) => verdict(t.pass)], ['target', (t) => t.name], ['measured', (t) => t.value], ['at fault', (t) => t.detail]])),
  ];
  if (generated.length)
    parts.push(
      section(
        'Generated pages',
        barChart(
          generated.map((p) => ({ label: `${p.size} widgets`, value: p.scriptMs, text: `${p.scriptMs} ms (CPU ${p.scriptCpuMs} ms)` })),
          { title: 'Main-thread script time by page size, wall clock under throttling', unit: 'ms' },
        ) +
          barChart(
            generated.map((p) => ({ label: `${p.size} widgets`, value: p.scriptCpuMs / Math.max(1, p.size), text: `${(p.scriptCpuMs / Math.max(1, p.size)).toFixed(1)} ms` })),
            { title: 'Script CPU time per widget (flat = linear)', unit: 'ms per widget' },
          ) +
          generated.map((p) => `<h3>Longest tasks on ${esc(p.url)}</h3><ul>${p.tasks.map((t) => `<li>${esc(taskLine(t))}</li>`).join('')}</ul>`).join(''),
      ),
    );
  for (const group of ['fixtures', 'corpus']) {
    const rows = pages.filter((p) => p.group === group);
    if (!rows.length) continue;
    parts.push(
      section(
        group === 'fixtures' ? 'Fixture pages' : 'Real pages (corpus, loader injected)',
        barChart(
          rows.map((p) => ({ label: p.url, value: p.ownLongest, text: `${p.ownLongest} ms (longest of all ${p.longest})` })),
          { title: 'Longest task from our code', unit: 'ms', limit: 50, limitLabel: '50 ms' },
        ) + barChart(rows.map((p) => ({ label: p.url, value: p.shift, text: p.shift.toFixed(3) })), { title: 'Layout shift during load and mount', unit: 'score', limit: 0, limitLabel: '0' }),
      ),
    );
  }
  parts.push(
    section(
      'All pages',
      htmlTable(pages, [['group', (p) => p.group], ...PAGE_COLUMNS, ['shifted', (p) => p.shiftSources.join(' ')], ['problems', (p) => [...p.pending.slice(0, 3), ...Object.values(p.loads).flat().slice(0, 3)].join('; ')]]),
    ),
  );
  if (profile)
    parts.push(
      section(
        `CPU profile of ${profile.url} (${profile.busyMs} ms busy)`,
        htmlTable(profile.files, [['file', (r) => r.name], ['self ms', (r) => r.ms]]) +
          htmlTable(profile.functions, [['function', (r) => r.name], ['self ms', (r) => r.ms]]) +
          htmlTable(profile.sources, [['source file', (r) => r.name], ['self ms', (r) => r.ms]]) +
          `<h3>Longest tasks of the profiled load</h3>${htmlTable(profile.tasks, [
            ['task', (t) => `${t.duration} ms at ${t.start} ms`],
            ['samples in (self ms)', (t) => t.self.map((r) => `${r.name} ${r.ms}`).join('; ')],
            ['under our function (ms)', (t) => t.entry.map((r) => `${r.name} ${r.ms}`).join('; ')],
          ])}`,
      ),
    );
  if (leak)
    parts.push(
      section(
        `Leak test: ${leak.cycles} unmount/mount cycles on ${leak.url}`,
        `<p>Growth after forced GC: heap ${kb(leak.growth.heap)} KB, DOM nodes ${leak.growth.nodes}, event listeners ${leak.growth.listeners}.</p>${leakChart(leak)}<h3>Grown most over the cycles (heap snapshots: compiled code +${kb(leak.snapshots.code)} KB, everything else +${kb(leak.snapshots.other)} KB)</h3>${htmlTable(leak.grown, GROWN_COLUMNS)}`,
      ),
    );
  if (bytes)
    parts.push(
      section('Bytes', htmlTable(bytes.files.filter((f) => !f.kind.startsWith('widget')), FILE_COLUMNS) + htmlTable(bytes.widgets, WIDGET_COLUMNS)),
    );
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>ha-widgets bench ${esc(results.date)}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1f2933; }
table { border-collapse: collapse; margin: 8px 0 24px; }
th, td { border: 1px solid #d9e2ec; padding: 3px 8px; text-align: left; vertical-align: top; }
td.num { text-align: right; }
tbody tr:nth-child(odd) { background: #f5f7fa; }
figure { margin: 12px 0; } figcaption { font-weight: 600; }
</style>
</head>
<body>
<h1>ha-widgets bench</h1>
<p>${esc(results.date)}; Chromium, ${results.throttle}x CPU throttling (the leak test runs unthrottled). Times in ms from navigation start.</p>
${parts.join('\n')}
</body>
</html>
`;
}
