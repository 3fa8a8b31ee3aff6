// A provider's player API, added to the page once however many players ask for it. Its address is
// one of the providers' own, so it goes through the runtime's Trusted Types policy.
import { scriptUrl } from '../../services/trusted-types';

const loads = new Map<string, Promise<void>>();

/** Resolves once the script at `url` has run; a failed load can be tried again later. */
export function loadScriptOnce(url: string, nonce: string): Promise<void> {
  let pending = loads.get(url);
  if (pending) return pending;
  pending = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl(url);
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () => resolve();
    script.onerror = () => {
      loads.delete(url);
      script.remove();
      reject(new Error(`${url} did not load`));
    };
    document.head.append(script);
  });
  loads.set(url, pending);
  return pending;
}
