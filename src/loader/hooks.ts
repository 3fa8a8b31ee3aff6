// A hooks object compatible with the page builder's `elementorFrontend.hooks`: priority 10 by default,
// lower runs first, equal priorities keep their order, the same callback twice on one hook is ignored,
// methods chain.

type Callback = (...args: any[]) => any;

export interface Hooks {
  addAction(name: string, fn: Callback, priority?: number): Hooks;
  removeAction(name: string, fn?: Callback): Hooks;
  doAction(name: string, ...args: unknown[]): Hooks;
  addFilter(name: string, fn: Callback, priority?: number): Hooks;
  removeFilter(name: string, fn?: Callback): Hooks;
  applyFilters(name: string, value: unknown, ...args: unknown[]): unknown;
}

/** Argument checks with the page builder's messages. */
export function requireArg(value: unknown, name: string, type: string): void {
  if (value == null) throw new TypeError(`${name} is required.`);
  if (typeof value != type) throw new TypeError(`${name} invalid type`);
}

export function createHooks(onCallbackError: (error: unknown) => void): Hooks {
  // Keys are `a:{name}` for actions and `f:{name}` for filters.
  const store: Record<string, Array<[Callback, number]>> = {};

  const add = (kind: string) => (name: string, fn: Callback, priority = 10) => {
    requireArg(name, 'name', 'string');
    requireArg(fn, 'callback', 'function');
    requireArg(priority, 'priority', 'number');
    const list = (store[kind + name] ??= []);
    if (!list.some(([known]) => known == fn)) list.push([fn, priority]), list.sort((a, b) => a[1] - b[1]);
    return hooks;
  };

  const remove = (kind: string) => (name: string, fn?: Callback) => {
    requireArg(name, 'name', 'string');
    store[kind + name] = (store[kind + name] ?? []).filter(([known]) => fn && known != fn);
    return hooks;
  };

  const run = (kind: string, name: string, value: unknown, args: unknown[]) => {
    requireArg(name, 'name', 'string');
    for (const [fn] of [...(store[kind + name] ?? [])]) {
      try {
        const result = fn(...(kind == 'f:' ? [value, ...args] : args));
        if (kind == 'f:') value = result;
      } catch (error) {
        onCallbackError(error);
      }
    }
    return value;
  };

  const hooks: Hooks = {
    addAction: add('a:'),
    removeAction: remove('a:'),
    doAction: (name, ...args) => (run('a:', name, 0, args), hooks),
    addFilter: add('f:'),
    removeFilter: remove('f:'),
    applyFilters: (name, value, ...args) => run('f:', name, value, args),
  };
  return hooks;
}
