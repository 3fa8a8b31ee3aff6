// How much a setting may hold. Settings come from markup anyone with editor rights (or a broken CMS)
// can fill; a value nested thousands deep overflows the stack of whatever walks it (String() of a
// nested array does), and a huge one stalls the page. Every value the settings module hands out has
// been through `withinLimits`: what lies past a limit is dropped, as bad input, and the schema gives
// the field its default.

export const SETTING_LIMITS = {
  /** Nesting of arrays and objects below the value itself. */
  depth: 32,
  /** Items of one array or keys of one object. */
  items: 10_000,
  /** Characters of one string. */
  stringLength: 256 * 1024,
  /** Arrays, objects and leaves in one value. */
  nodes: 100_000,
} as const;

export interface Limited {
  /** The value with everything past a limit dropped (undefined when the value itself is). */
  value: unknown;
  /** How many values were dropped. */
  dropped: number;
}

/**
 * `value` within SETTING_LIMITS. A dropped array item becomes null (so the indices of the others
 * hold); a dropped object key is left out. Returns the same value when nothing was dropped.
 */
export function withinLimits(value: unknown): Limited {
  let nodes = 0;
  let dropped = 0;
  // The recursion is as deep as the depth limit, no deeper.
  const walk = (item: unknown, depth: number): unknown => {
    nodes++;
    if (nodes > SETTING_LIMITS.nodes) return drop();
    if (typeof item === 'string') return item.length > SETTING_LIMITS.stringLength ? drop() : item;
    if (item === null || typeof item !== 'object') return item;
    if (depth >= SETTING_LIMITS.depth) return drop();
    if (Array.isArray(item)) {
      if (item.length > SETTING_LIMITS.items) return drop();
      let copy: unknown[] | undefined;
      for (let i = 0; i < item.length; i++) {
        const inner = walk(item[i], depth + 1);
        if (inner !== item[i]) (copy ??= item.slice())[i] = inner === undefined ? null : inner;
      }
      return copy ?? item;
    }
    const keys = Object.keys(item);
    if (keys.length > SETTING_LIMITS.items) return drop();
    let copy: Record<string, unknown> | undefined;
    for (const key of keys) {
      const was = (item as Record<string, unknown>)[key];
      const inner = walk(was, depth + 1);
      if (inner === was) continue;
      copy ??= { ...(item as Record<string, unknown>) };
      if (inner === undefined) delete copy[key];
      else copy[key] = inner;
    }
    return copy ?? item;
  };
  const drop = () => {
    dropped++;
    return undefined;
  };
  const limited = walk(value, 0);
  return { value: limited, dropped };
}

/** The problem line for a value that lost `dropped` parts to the limits. */
export const limitsProblem = (where: string, dropped: number): string =>
  `${where}: ${dropped} value${dropped === 1 ? '' : 's'} past the limits (nesting ${SETTING_LIMITS.depth}, ` +
  `${SETTING_LIMITS.items} items, ${SETTING_LIMITS.stringLength} characters) dropped`;
