// The page builder's own storage layout, so that counters and "do not show again" flags written by
// its runtime on earlier visits still count, and ours count for it: one `elementor` key holding a JSON
// object, with an `__expiration` map of epoch ms per entry; session entries live under the same key in
// sessionStorage. A popup's entries are named `popup_{id}_{key}`.

export interface StoreOptions {
  /** sessionStorage instead of localStorage. */
  session?: boolean;
  /** The entry reads as absent this many seconds after it was first written with a lifetime. */
  lifetimeInSeconds?: number;
}

export interface ElementorStore {
  get(key: string, options?: StoreOptions): unknown;
  set(key: string, value: unknown, options?: StoreOptions): void;
  remove(key: string, options?: StoreOptions): void;
}

export const STORAGE_KEY = 'elementor';

type Bag = Record<string, unknown> & { __expiration: Record<string, number> };

interface StoreEnv {
  local: () => Storage | undefined;
  session: () => Storage | undefined;
  now: () => number;
}

const browserEnv: StoreEnv = {
  local: () => window.localStorage,
  session: () => window.sessionStorage,
  now: () => Date.now(),
};

/** Storage access that throws (private mode, blocked cookies) behaves as empty storage that keeps nothing. */
function area(env: StoreEnv, session: boolean | undefined): Storage | undefined {
  try {
    return (session ? env.session : env.local)();
  } catch {
    return undefined;
  }
}

function readBag(storage: Storage | undefined): Bag {
  let data: unknown;
  try {
    data = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    data = {};
  }
  const bag = (data && typeof data === 'object' && !Array.isArray(data) ? data : {}) as Bag;
  const expiration = bag.__expiration;
  if (!expiration || typeof expiration !== 'object' || Array.isArray(expiration)) bag.__expiration = {};
  return bag;
}

function saveBag(storage: Storage | undefined, bag: Bag): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(bag));
  } catch {
    // Quota or private mode: nothing is kept.
  }
}

export function createElementorStore(env: StoreEnv = browserEnv): ElementorStore {
  /** The whole bag with expired entries dropped (and saved without them). */
  const load = (session: boolean | undefined): Bag => {
    const storage = area(env, session);
    const bag = readBag(storage);
    let expired = false;
    for (const [key, at] of Object.entries(bag.__expiration)) {
      if (typeof at === 'number' && at >= env.now()) continue;
      delete bag[key];
      delete bag.__expiration[key];
      expired = true;
    }
    if (expired) saveBag(storage, bag);
    return bag;
  };

  return {
    get: (key, options = {}) => load(options.session)[key],
    set(key, value, options = {}) {
      const bag = load(options.session);
      bag[key] = value;
      if (options.lifetimeInSeconds) bag.__expiration[key] = env.now() + options.lifetimeInSeconds * 1000;
      saveBag(area(env, options.session), bag);
    },
    remove(key, options = {}) {
      const bag = load(options.session);
      delete bag[key];
      delete bag.__expiration[key];
      saveBag(area(env, options.session), bag);
    },
  };
}

/** A popup's own entries, `popup_{id}_{key}`. */
export interface PopupStore {
  get(key: string, options?: StoreOptions): unknown;
  set(key: string, value: unknown, options?: StoreOptions): void;
  remove(key: string, options?: StoreOptions): void;
}

export function popupStore(store: ElementorStore, id: string): PopupStore {
  const name = (key: string) => `popup_${id}_${key}`;
  return {
    get: (key, options) => store.get(name(key), options),
    set: (key, value, options) => store.set(name(key), value, options),
    remove: (key, options) => store.remove(name(key), options),
  };
}

/** A stored count as a number: anything else (absent, tampered with) counts as 0. */
export function storedCount(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}
