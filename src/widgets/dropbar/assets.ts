// Scripts and stylesheets that templates ask for, each added to the page once: a second template
// (or a second dropbar) naming the same URL waits on the same load instead of adding another tag.
// The caller has checked a script's origin (./logic.ts scriptOrigins) before asking.
import { scriptUrl } from '../../services/trusted-types';

const loads = new Map<string, Promise<void>>();

const onPage = (tag: 'script' | 'link', url: string) =>
  tag === 'script'
    ? [...document.scripts].some((script) => script.src === url)
    : [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')].some((link) => link.href === url);

function once(tag: 'script' | 'link', url: string, load: () => Promise<void>): Promise<void> {
  let pending = loads.get(url);
  if (!pending) loads.set(url, (pending = onPage(tag, url) ? Promise.resolve() : load()));
  return pending;
}

/** Resolves once the script has run; rejects when it cannot be loaded. Scripts run in the order asked. */
export function loadScript(url: string, nonce: string): Promise<void> {
  return once('script', url, () => new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl(url);
    // Injected scripts are async by default; a template's scripts may depend on each other.
    script.async = false;
    if (nonce) script.nonce = nonce;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${url} did not load`));
    document.head.append(script);
  }));
}

/** Resolves once the stylesheet has loaded or failed: a missing style never holds the content back. */
export function loadStyle(url: string, nonce: string): Promise<void> {
  return once('link', url, () => new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    if (nonce) link.nonce = nonce;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  }));
}
