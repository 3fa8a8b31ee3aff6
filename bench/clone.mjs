// Copies of fixture widgets for the generated bench pages: the wrappers that belong together (a
// remote and the carousel it drives) form one unit; each copy of a unit gets its own element ids and
// ids, and every reference to them inside the copy follows. Works on any DOM (happy-dom, a browser).

/** Attributes whose values pair wrappers with each other: the remote carousel and its target. */
export const LINK_ATTRIBUTES = ['data-ha_rc_id', 'data-ha_rcc_uid'];
/** Attributes holding space-separated id references. */
const ID_LIST_ATTRIBUTES = new Set(['aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-owns', 'aria-activedescendant', 'for', 'headers', 'list', 'data-content-id']);
const UNTOUCHED = new Set(['class', 'style', 'data-settings', 'data-widget_type', 'data-element_type', 'content']);

const within = (root) => [root, ...root.querySelectorAll('*')];

/**
 * Gives every `data-id` and `id` in `roots` the suffix, with what points at them: id lists
 * (aria-*, for, data-content-id), `#id` and `url(#id)`, attributes repeating an element id
 * (data-cal-id, data-widget-id), the hotspots' `data-target` of `#ha-{target}`, the inline
 * `HaECjson{id}` globals and the link attributes pairing wrappers. Ids in `keepIds` (printed more
 * than once by the original page, so nothing relies on them being unique) stay as they are, and
 * so do `elementor-element-{id}` classes, which page styles select.
 */
export function rewriteIds(roots, suffix, keepIds = new Set()) {
  const elements = roots.flatMap(within);
  const dataIds = new Map();
  const ids = new Map();
  for (const el of elements) {
    const dataId = el.getAttribute('data-id');
    if (dataId) dataIds.set(dataId, dataId + suffix);
    if (el.id && !keepIds.has(el.id)) ids.set(el.id, el.id + suffix);
  }
  const idRef = (value) => value.replace(/(url\()?#([\w-]+)/g, (whole, url, id) => (ids.has(id) ? `${url ?? ''}#${ids.get(id)}` : whole));
  for (const el of elements) {
    for (const { name, value } of [...el.attributes]) {
      let next = value;
      if (name === 'id') next = ids.get(value) ?? value;
      else if (name === 'data-id' || dataIds.has(value)) next = dataIds.get(value) ?? value;
      else if (LINK_ATTRIBUTES.includes(name) && value) next = value + suffix;
      else if (name === 'data-target' && ids.has(`ha-${value}`)) next = value + suffix;
      else if (ID_LIST_ATTRIBUTES.has(name)) next = value.split(/\s+/).map((token) => ids.get(token) ?? token).join(' ');
      else if (!UNTOUCHED.has(name) && value.includes('#')) next = idRef(value);
      if (next !== value) el.setAttribute(name, next);
    }
    if (el.localName === 'script' && !el.getAttribute('src'))
      el.textContent = el.textContent.replace(/\bHaECjson([\w]+)\b/g, (whole, id) => (dataIds.has(id) ? `HaECjson${dataIds.get(id)}` : whole));
  }
  return { dataIds: dataIds.size, ids: ids.size };
}

/** Ids that occur more than once in a document. */
export function repeatedIds(doc) {
  const seen = new Map();
  for (const el of doc.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
  return new Set([...seen].filter(([, count]) => count > 1).map(([id]) => id));
}

/** Top-level wrappers that share a link value (a remote and its carousel) end up in one group. */
export function groupByLinks(wrappers) {
  const groups = wrappers.map((wrapper) => [wrapper]);
  const values = (wrapper) =>
    new Set(within(wrapper).flatMap((el) => LINK_ATTRIBUTES.map((name) => el.getAttribute(name)).filter(Boolean)));
  for (let i = 0; i < groups.length; i++) {
    for (let j = i + 1; j < groups.length; j++) {
      const mine = new Set(groups[i].flatMap((w) => [...values(w)]));
      if (!groups[j].some((w) => [...values(w)].some((v) => mine.has(v)))) continue;
      groups[i].push(...groups.splice(j, 1)[0]);
      j = i;
    }
  }
  return groups;
}

/**
 * Deep copies of the page root's children holding `wrappers` (in page order), keeping only the
 * wrappers and the sections/columns leading to them: other widgets, notes and text are dropped.
 */
export function prunedCopies(pageRoot, wrappers) {
  const prune = (original, copy) => {
    const copies = [...copy.childNodes];
    [...original.childNodes].forEach((child, i) => {
      if (wrappers.includes(child)) return;
      if (child.nodeType === 1 && wrappers.some((w) => child.contains(w))) prune(child, copies[i]);
      else copies[i].remove();
    });
  };
  return [...pageRoot.children]
    .filter((top) => wrappers.some((w) => top === w || top.contains(w)))
    .map((top) => {
      const copy = top.cloneNode(true);
      if (!wrappers.includes(top)) prune(top, copy);
      return copy;
    });
}
