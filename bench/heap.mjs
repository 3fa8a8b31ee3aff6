// Heap snapshots through CDP, summarised per kind of object, to say what the leak test's growth is
// made of (which constructors, closures or strings gained count and bytes between two snapshots).

export async function heapSummary(cdp) {
  const chunks = [];
  const collect = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  }
  return summarise(JSON.parse(chunks.join('')));
}

/** Count and self size per `type name` (e.g. `object Map`, `closure onScroll`, `string`). */
export function summarise({ snapshot, nodes, strings }) {
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [type, name, size] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const out = new Map();
  for (let i = 0; i < nodes.length; i += fields.length) {
    const kind = types[nodes[i + type]];
    // Strings and numbers are named by their value: group them by kind only.
    const key = ['string', 'concatenated string', 'sliced string', 'number', 'hidden'].includes(kind) ? kind : `${kind} ${strings[nodes[i + name]]}`.slice(0, 80);
    const entry = out.get(key) ?? { count: 0, size: 0 };
    entry.count++;
    entry.size += nodes[i + size];
    out.set(key, entry);
  }
  return out;
}

/** What grew most from `before` to `after`, by bytes. */
export function diffSummaries(before, after, top = 12) {
  return [...after]
    .map(([key, now]) => {
      const then = before.get(key) ?? { count: 0, size: 0 };
      return { key, count: now.count - then.count, size: now.size - then.size };
    })
    .filter((row) => row.size > 0)
    .sort((a, b) => b.size - a.size)
    .slice(0, top);
}

/**
 * Growth from `before` to `after` in compiled code (V8's own: bytecode, optimised code, feedback;
 * it grows as functions get hot and V8 flushes it itself) and in everything else (what the page holds).
 */
export function splitGrowth(before, after) {
  const total = (map, code) => [...map].filter(([key]) => key.startsWith('code ') === code).reduce((sum, [, v]) => sum + v.size, 0);
  return { code: total(after, true) - total(before, true), other: total(after, false) - total(before, false) };
}
