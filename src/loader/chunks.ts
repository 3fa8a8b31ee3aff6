// Loads hashed chunks relative to the loader's URL: one retry, a timeout, and a failure that says
// why (missing, timeout or other), in the page builder's wording.

import { nextTask } from '../scheduling/tasks';

const TIMED_OUT = 'timeout';

/**
 * The call to import() alone took 5 to 17 ms unthrottled on a slow machine (the page's first 8 to
 * 15), inside whatever task asked for the chunk: each call gets a task of its own.
 */
async function attempt(src: string, ms: number): Promise<any> {
  await nextTask();
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([import(src), new Promise((_, reject) => (timer = setTimeout(reject, ms, TIMED_OUT)))]).finally(
    () => clearTimeout(timer),
  );
}

export function createChunkLoader(base: string, timeout: () => number, nonce: string) {
  const loaded = new Map<string, Promise<any>>();
  const once = (file: string, load: (url: string) => Promise<any>) => {
    if (!loaded.has(file)) loaded.set(file, load(new URL(file, base).href));
    return loaded.get(file)!;
  };

  const importChunk = (file: string): Promise<any> =>
    once(file, (src) =>
      attempt(src, timeout())
        // A failed module fetch stays failed in the browser's module map, so the retry needs a new URL.
        .catch(() => attempt(`${src}?retry=1`, timeout()))
        .catch(async (error) => {
          const kind =
            error === TIMED_OUT
              ? error
              : await fetch(src, { method: 'HEAD', cache: 'no-store' }).then(
                  (r) => (r.status == 404 || r.status == 410 ? 'missing' : 'other'),
                  () => 'other',
                );
          throw new Error(`Loading chunk ${file.replace(/\.js$/, '')} failed.\n(${kind}: ${src})`);
        }),
    );

  /** Resolves when the stylesheet has loaded or failed: a missing style never blocks a widget. */
  const loadStyle = (file: string): Promise<void> =>
    once(file, (href) => new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.nonce = nonce;
      link.onload = link.onerror = () => resolve();
      document.head.append(link);
    }));

  return { importChunk, loadStyle };
}
