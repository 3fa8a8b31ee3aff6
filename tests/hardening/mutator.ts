// The hostile settings variants. `preparePage` runs inside the fixture page, as an inline script at
// the end of its body: the markup is parsed, the loader (a deferred script) has not run yet. It makes
// every widget mount at once (`data-ha-trigger="eager"`, so no scrolling is needed to reach them),
// puts a clean copy of the first widget beside it (the control) and, on the hostile page, a copy of
// every widget per variant group beside it, each rewritten by a deterministic generator seeded from
// the fixture: what fails fails the same way on every run. One page load holds every group (the cost
// of a load on a busy machine is most of the suite's time). It is serialised into the page, so it
// uses nothing outside itself.

/** The variant groups, each with the prefix of its copies' data-ids (markup keeps the printed ids). */
export const GROUPS = { markup: '', values: 'hav', size: 'has' } as const;
export type Group = keyof typeof GROUPS;
export const CONTROL_PREFIX = 'hactl';

/** Hosts a request to which is a violation; `IMAGE_TRAP_HOST` serves pictures an answer may show. */
export const TRAP_HOST = 'trap.test';
export const IMAGE_TRAP_HOST = 'img.trap.test';

/**
 * What an attacker types into a field: each payload, if it ever runs, calls `__pwned(tag)` or sets
 * the global `haPwned` (both watched by the recorder), or asks for a URL on the trap host.
 */
export const PAYLOADS = [
  `<img src=x onerror="__pwned('img-onerror')">`,
  `"><svg onload="__pwned('svg-onload')"></svg>`,
  `'></script><script>__pwned('script-breakout')</script>`,
  `</script><script>self.haPwned='script-tag'</script>`,
  `javascript:__pwned('javascript-url')`,
  `<iframe srcdoc="<script>parent.__pwned('iframe-srcdoc')</script>"></iframe>`,
  `<style>@import url(http://${TRAP_HOST}/import.css);</style>`,
  `<div style="background-image:url(http://${TRAP_HOST}/style-url.png)">styled</div>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="__pwned('mxss')">`,
  `<details open ontoggle="__pwned('details-ontoggle')"><summary>x</summary></details>`,
  `<object data="javascript:__pwned('object')"></object>`,
  `<base href="http://${TRAP_HOST}/">`,
  `<link rel="stylesheet" href="http://${TRAP_HOST}/link.css">`,
  `<script src="http://${TRAP_HOST}/script.js"></script>`,
  `data:text/html,<script>__pwned('data-url')</script>`,
  `{{constructor.constructor('__pwned("template")')()}}`,
  `<a href="javascript:__pwned('a-href')" autofocus onfocus="__pwned('onfocus')">link</a>`,
  `<input autofocus onfocus="self.haPwned='input-onfocus'">`,
  `<form action="javascript:__pwned('form')"><button>go</button></form>`,
  `<video><source onerror="__pwned('source-onerror')"></video>`,
  `<noscript><p title="</noscript><img src=x onerror=__pwned('noscript')>">`,
  `%3Cimg%20src%3Dx%20onerror%3D__pwned('encoded')%3E`,
  `&lt;img src=x onerror=__pwned('entity')&gt;`,
] as const;

export interface PrepareOptions {
  /** Clean: the page as printed (plus the control); hostile: every group. */
  hostile: boolean;
  groups: Record<Group, string>;
  controlPrefix: string;
  seed: number;
  /** The data-widget_type prefixes of built widgets (from dist/manifest.json). */
  types: string[];
  payloads: readonly string[];
  /** Links may point here: a lightbox shows what a link names, and pictures are content. */
  imageTrapHost: string;
  /**
   * The page-level settings too (popups, sections, parallax layers, lightbox links, hash actions,
   * tracked links, the site-wide features of the config): see `mutatePageLevel`.
   */
  pageLevel?: boolean;
}

/** Everything the page reports back about what was mutated. */
export interface PrepareReport {
  widgets: number;
  inputs: number;
  control: string | null;
  /** Page-level settings attributes (and config features) rewritten. */
  pageLevel: number;
}

export function preparePage(options: PrepareOptions): PrepareReport {
  const { payloads, imageTrapHost } = options;
  /** The group of the widget being rewritten. */
  let group: Group = 'markup';
  let state = options.seed >>> 0 || 1;
  // mulberry32: small, fast, the same sequence for the same seed.
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  let inputs = 0;
  let payloadTurn = Math.floor(random() * payloads.length);
  const payload = () => (inputs++, payloads[payloadTurn++ % payloads.length]);

  const known = new Set(options.types);
  const typeOf = (el: Element) => (el.getAttribute('data-widget_type') ?? '').split('.')[0];
  const widgets = [...document.querySelectorAll<HTMLElement>('[data-widget_type]')].filter((el) => known.has(typeOf(el)));
  /** Not inside another built widget (a widget of another kind, e.g. the page builder's own, does not count). */
  const topLevel = widgets.filter((el) => {
    for (let up = el.parentElement?.closest('[data-widget_type]'); up; up = up.parentElement?.closest('[data-widget_type]')) if (known.has(typeOf(up))) return false;
    return true;
  });

  /** A clean copy of `widget` after it, every data-id and id inside it prefixed. */
  const copyAfter = (widget: HTMLElement, prefix: string, mark: string, value: string): HTMLElement => {
    const copy = widget.cloneNode(true) as HTMLElement;
    for (const el of [copy, ...copy.querySelectorAll<HTMLElement>('[data-id]')]) el.setAttribute('data-id', `${prefix}${el.getAttribute('data-id')}`);
    for (const el of [copy, ...copy.querySelectorAll<HTMLElement>('[id]')]) if (el.id) el.id = `${prefix}-${el.id}`;
    copy.setAttribute(mark, value);
    widget.after(copy);
    return copy;
  };
  const first = topLevel[0];
  const control = first ? copyAfter(first, options.controlPrefix, 'data-ha-control', '').getAttribute('data-id') : null;
  if (options.hostile)
    for (const widget of topLevel) {
      widget.setAttribute('data-ha-variant', 'markup');
      for (const [name, prefix] of Object.entries(options.groups).reverse()) if (prefix) copyAfter(widget, prefix, 'data-ha-variant', name);
    }
  for (const el of document.querySelectorAll('[data-widget_type]')) el.setAttribute('data-ha-trigger', 'eager');
  if (!options.hostile && !options.pageLevel) return { widgets: widgets.length, inputs: 0, control, pageLevel: 0 };

  const DEEP = 20_000;
  const MEGABYTE = 1 << 20;
  const deepText = (): string =>
    random() < 0.5 ? '['.repeat(DEEP) + ']'.repeat(DEEP) : '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP);
  const megabyteOf = (text: string) => text.repeat(Math.ceil(MEGABYTE / text.length)).slice(0, MEGABYTE);
  const EXTREME_NUMBERS: unknown[] = [1e308, -1e308, -1, -999999999, 0, 1e21, 2 ** 53 + 1, -0.000001, 'NaN', 'Infinity', '-Infinity', '1e999', '-0'];
  const WRONG_TYPES: unknown[] = [{}, [], 12345, true, false, null, [[]], { size: 'x', unit: {} }, '', ' ', 'NaN', [null, 1, 'x'], { length: 1e9 }];
  const BROKEN_JSON = ['{"a":', "{'single':1}", '', 'null', '[]', '"text"', '42', '{"a":1}}', '{"__proto__":{"haPolluted":1}', 'undefined', '{"a":NaN}', '\u0000{'];
  /** Own keys that a careless deep merge turns into Object.prototype's (JSON.parse makes them own keys). */
  const POLLUTION = '"__proto__":{"haPolluted":"proto"},"constructor":{"prototype":{"haPolluted":"constructor"}}';

  /** A short lowercase word (`yes`, `scroll`, `image`): what turns a feature on or picks its kind. */
  const SWITCH = /^[a-z][a-z0-9_-]{0,23}$/;
  /** Whether the markup group leaves such words be, so that the payloads reach what they turn on. */
  let keepSwitches = false;
  /** Whether the values group too puts payloads in strings (page-level settings: see `mutatePageLevel`). */
  let payloadStrings = false;

  type Budget = { big: number; deep: number; wide: number };
  /** A JSON value changed leaf by leaf; the text returned is what goes back into the attribute. */
  const mutateValue = (value: unknown, depth: number, budget: Budget): unknown => {
    if (Array.isArray(value)) {
      if (group === 'values' && random() < 0.15) return (inputs++, pick(WRONG_TYPES));
      const items = value.map((item) => mutateValue(item, depth + 1, budget));
      if (group === 'size' && items.length) {
        inputs++;
        items[0] = { __deep: true };
        if (budget.wide > 0) (budget.wide--, inputs++, items.push(...Array.from({ length: 10_000 }, (_, i) => i)));
      }
      return items;
    }
    if (value && typeof value === 'object') {
      if (group === 'values' && depth > 0 && random() < 0.15) return (inputs++, pick(WRONG_TYPES));
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value)) out[key] = mutateValue(inner, depth + 1, budget);
      return out;
    }
    if (group === 'markup' || (payloadStrings && typeof value === 'string'))
      return typeof value === 'string' && !(keepSwitches && SWITCH.test(value)) ? payload() : value;
    if (group === 'values') {
      inputs++;
      if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))))
        return pick(EXTREME_NUMBERS);
      if (typeof value === 'boolean') return pick(['yes', 'no', 1, [], 'true', null]);
      return random() < 0.5 ? pick(WRONG_TYPES) : pick(EXTREME_NUMBERS);
    }
    // size: one leaf in the widget becomes a 1 MB string, another a value nested 20,000 deep.
    if (typeof value === 'string' && budget.big > 0) return (budget.big--, inputs++, megabyteOf(payloads[0] + ' '));
    if (budget.deep > 0) return (budget.deep--, inputs++, { __deep: true });
    return value;
  };
  /** JSON text for a mutated value, with the deep placeholders spelt out (too deep to stringify). */
  const serialise = (value: unknown): string => JSON.stringify(value).replaceAll('{"__deep":true}', () => deepText());

  const parse = (text: string): { ok: true; value: unknown } | { ok: false } => {
    for (const candidate of [text, Object.assign(document.createElement('textarea'), { innerHTML: text }).value])
      try {
        return { ok: true, value: JSON.parse(candidate) };
      } catch {
        // try the next reading
      }
    return { ok: false };
  };

  const mutateJsonText = (text: string, budget: Budget, brokenTurn: boolean): string => {
    if (group === 'values' && brokenTurn) return (inputs++, pick(BROKEN_JSON));
    const parsed = parse(text);
    if (!parsed.ok) return group === 'markup' ? payload() : text;
    const json = serialise(mutateValue(parsed.value, 0, budget));
    if (group !== 'values' || !json.startsWith('{')) return json;
    inputs++;
    return json === '{}' ? `{${POLLUTION}}` : `{${POLLUTION},${json.slice(1)}`;
  };

  // The wrapper's own marks; an inner element's data-settings (a chart's config) is mutated as JSON.
  const SKIP_ATTRIBUTES = new Set(['data-id', 'data-widget_type', 'data-element_type', 'data-ha-trigger', 'data-ha-control']);
  const mutateAttribute = (el: Element, name: string, value: string, budget: Budget) => {
    const trimmed = value.trim();
    let next = value;
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) next = mutateJsonText(value, budget, false);
    else if (group === 'markup') next = payload();
    else if (group === 'values') next = String((inputs++, Number.isNaN(Number(trimmed)) || trimmed === '' ? pick([...EXTREME_NUMBERS, ...WRONG_TYPES.map((v) => JSON.stringify(v))]) : pick(EXTREME_NUMBERS)));
    else if (budget.big > 0 && random() < 0.3) (budget.big--, inputs++, (next = megabyteOf(payloads[1] + ' ')));
    el.setAttribute(name, next);
  };

  const variants = [...document.querySelectorAll<HTMLElement>('[data-widget_type]')].filter((el) => known.has(typeOf(el)) && !el.closest('[data-ha-control]'));
  let bigLeft = 1;
  if (options.hostile) variants.forEach((widget, index) => {
    group = (widget.closest('[data-ha-variant]')?.getAttribute('data-ha-variant') ?? 'markup') as Group;
    // One 1 MB string per page (laying out megabytes of text is most of a page's time), the rest of the sizes everywhere.
    const budget: Budget = { big: group === 'size' && bigLeft > 0 ? (bigLeft--, 1) : 0, deep: 1, wide: 1 };
    const settings = widget.getAttribute('data-settings');
    if (settings !== null || group === 'values') widget.setAttribute('data-settings', mutateJsonText(settings ?? '{}', budget, index % 3 === 1));
    // The widget's own markup, up to the widgets inside it (they are mutated as widgets themselves).
    const own = [...widget.querySelectorAll('*')].filter((el) => el.closest('[data-widget_type]') === widget);
    for (const el of own) {
      for (const { name, value } of [...el.attributes]) {
        if (name.startsWith('data-') && !SKIP_ATTRIBUTES.has(name)) mutateAttribute(el, name, value, budget);
        else if (group === 'markup' && ['title', 'alt', 'aria-label', 'placeholder', 'data-title'].includes(name)) el.setAttribute(name, payload());
        else if (group === 'markup' && name === 'href') el.setAttribute(name, pick([`javascript:__pwned('href')`, `http://${imageTrapHost}/href.png`, `data:text/html,<script>__pwned('data-href')</script>`]));
      }
      if (el instanceof HTMLScriptElement && /json/i.test(el.type)) el.textContent = mutateJsonText(el.textContent ?? '', budget, false);
    }
    const texts = document.createTreeWalker(widget, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest('[data-widget_type]') !== widget || parent.closest('script, style') || !node.nodeValue?.trim()) continue;
      if (group === 'markup') node.nodeValue = payload();
      else if (group === 'values' && /\d/.test(node.nodeValue)) (inputs++, (node.nodeValue = String(pick(EXTREME_NUMBERS))));
      else if (group === 'size' && budget.big > 0) (budget.big--, inputs++, (node.nodeValue = megabyteOf(payloads[2] + ' ')));
    }
  });
  const pageLevel = options.pageLevel ? mutatePageLevel() : 0;
  if (options.hostile) (inputs++, (document.title = payloads[0]));
  return { widgets: options.hostile ? variants.length : 0, inputs, control, pageLevel };

  /**
   * The settings a page holds outside its widgets, each in one of six turns by its place among the
   * settings of its kind (so a page with several of a kind meets them all). Script payloads go into every string leaf but
   * the short words that switch a feature on, kept so that the rest is read (turns 0 and 3); the same
   * with extreme and wrong-typed values and prototype keys (1 and 4); payloads in every string leaf,
   * switches too (2); broken JSON or base64 (5). Elements inside a built widget are the widget's.
   * Returns how many settings were rewritten.
   */
  function mutatePageLevel(): number {
    const turns = new Map<string, number>();
    const nextTurn = (kind: string) => {
      const which = (turns.get(kind) ?? 0) % 6;
      turns.set(kind, which + 1);
      group = which % 3 === 1 ? 'values' : 'markup';
      keepSwitches = which !== 2 && which !== 5;
      payloadStrings = group === 'values';
      return which;
    };
    const broken = (which: number) => which === 5;
    const noSizes = (): Budget => ({ big: 0, deep: 0, wide: 0 });
    const JSON_ATTRIBUTES = ['data-elementor-settings', 'data-settings', 'data-ha-multi-layer-parallax', 'data-ha-bg-parallax'];
    const TEXT_ATTRIBUTES = ['data-elementor-lightbox-title', 'data-elementor-lightbox-description', 'data-elementor-lightbox', 'data-elementor-lightbox-slideshow', 'data-elementor-open-lightbox'];
    const HASH_ATTRIBUTES = ['href', 'data-e-action-hash', 'e-action-hash'];
    const insideWidget = (el: Element) => {
      const widget = el.closest('[data-widget_type]');
      return !!widget && known.has(typeOf(widget));
    };
    let rewritten = 0;
    for (const el of document.body.querySelectorAll('*')) {
      if (insideWidget(el)) continue;
      for (const name of JSON_ATTRIBUTES) {
        const value = el.getAttribute(name);
        if (value === null) continue;
        rewritten++;
        const which = nextTurn(name);
        el.setAttribute(name, broken(which) ? (inputs++, pick(BROKEN_JSON)) : mutateJsonText(value, noSizes(), false));
      }
      for (const name of TEXT_ATTRIBUTES) {
        const value = el.getAttribute(name);
        if (value === null) continue;
        rewritten++;
        const wrong = nextTurn(name) % 3 === 1;
        el.setAttribute(name, wrong ? String((inputs++, pick([...EXTREME_NUMBERS, ...WRONG_TYPES.map((v) => JSON.stringify(v))]))) : payload());
      }
      for (const name of HASH_ATTRIBUTES) {
        const value = el.getAttribute(name);
        if (value === null || !/elementor-action/i.test(value)) continue;
        rewritten++;
        el.setAttribute(name, mutateHashAction(value, nextTurn('hash action')));
      }
      // A tracked link (a download, mail or phone): its address and classes go into a beacon.
      const href = el.getAttribute('href');
      if (el instanceof HTMLAnchorElement && href && /\.(pdf|zip)\b|^(mailto|tel):/i.test(href)) {
        rewritten++;
        el.setAttribute('href', `${href}${href.includes('?') ? '&' : '?'}q=${encodeURIComponent(payload())}`);
        el.setAttribute('class', `${el.getAttribute('class') ?? ''} ${payload()}`);
      }
    }
    // The site-wide features (analytics, smooth scroll, display conditions, next-gen images).
    const features = (window as unknown as { haWidgetsConfig?: { features?: Record<string, unknown> } }).haWidgetsConfig?.features;
    if (features)
      for (const key of Object.keys(features)) {
        rewritten++;
        nextTurn('feature');
        const value = features[key];
        features[key] = mutateValue(value && typeof value === 'object' ? value : {}, 0, noSizes());
      }
    group = 'markup';
    keepSwitches = payloadStrings = false;
    return rewritten;

    /**
     * A hash action (`#elementor-action:action=NAME&settings=BASE64`, also %-encoded): its settings
     * decoded, mutated as JSON and encoded again, or replaced by a payload (broken base64).
     */
    function mutateHashAction(value: string, which: number): string {
      const at = value.search(/elementor-action/i);
      const encoded = /^elementor-action%3A/i.test(value.slice(at));
      let text = value.slice(at);
      try {
        if (encoded) text = decodeURIComponent(text);
      } catch {
        // left as printed
      }
      const found = /([&?]settings=)([^&]*)/.exec(text);
      let json = '{}';
      if (found)
        try {
          const binary = atob(decodeURIComponent(found[2]).trim());
          json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
        } catch {
          json = JSON.stringify({ text: found[2] });
        }
      let settings: string;
      if (broken(which)) settings = encodeURIComponent(payload());
      else {
        let binary = '';
        for (const byte of new TextEncoder().encode(mutateJsonText(json, noSizes(), false))) binary += String.fromCharCode(byte);
        settings = encodeURIComponent(btoa(binary));
      }
      const next = found ? text.replace(found[0], `${found[1]}${settings}`) : `${text}&settings=${settings}`;
      return value.slice(0, at) + (encoded ? encodeURIComponent(next) : next);
    }
  }
}

