// Loads hashed chunks relative to the loader's URL: one retry, a timeout, and a failure that says
// why (missing, timeout or other), in the page builder's wording.

import { nextTask } from '../scheduling/tasks';

const TIMED_OUT = 'timeout';

/**
 * The call to import() alone can take several milliseconds, inside whatever task asked for the chunk:
 * each call gets a task of its own.
 */
async function attempt(src: string, ms: number): Promise<any> {
  await nextTask();
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([import(src), new Promise((_, reject) => (timer = setTimeout(reject, ms, TIMED_OUT)))]).finally(
    () => clearTimeout(timer),
  );
}

/** Imports `file` from the folder `base`: one retry, then a failure that says why. */
export function importFrom(base: string, file: string, ms: number): Promise<any> {
  const src = new URL(file, base).href;
  return (
    attempt(src, ms)
      // A failed module fetch stays failed in the browser's module map, so the retry needs a new URL.
      .catch(() => attempt(`${src}?retry=1`, ms))
      .catch(async (error) => {
        const kind =
          error === TIMED_OUT
            ? error
            : await fetch(src, { method: 'HEAD', cache: 'no-store' }).then(
                (r) => (r.status == 404 || r.status == 410 ? 'missing' : 'other'),
                () => 'other',
              );
        throw new Error(`Loading chunk ${file.replace(/\.js$/, '')} failed.\n(${kind}: ${src})`);
      })
  );
}

/** Adds the stylesheet `file` from `base`; resolves once it has loaded or failed: a missing style never blocks a widget. */
export function addStylesheet(base: string, file: string, nonce: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL(file, base).href;
    link.nonce = nonce;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

/** The second stage's loader: each chunk and stylesheet once per page, however many widgets ask. */
export function createChunkLoader(base: string, timeout: () => number, nonce: string) {
  const loaded = new Map<string, Promise<any>>();
  const once = (file: string, load: () => Promise<any>) => {
    if (!loaded.has(file)) loaded.set(file, load());
    return loaded.get(file)!;
  };
  const preloaded = new Set<string>();
  return {
    importChunk: (file: string): Promise<any> => once(file, () => importFrom(base, file, timeout())),
    loadStyle: (file: string): Promise<void> => once(file, () => addStylesheet(base, file, nonce)),
    /** Fetches a chunk without running it, once; importing it later takes what arrived. */
    preload(file: string): void {
      if (preloaded.has(file) || loaded.has(file)) return;
      preloaded.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(file, base).href;
      link.nonce = nonce;
      document.head.append(link);
    },
  };
}
