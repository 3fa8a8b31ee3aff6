// Every request of ours to a server gives up when no answer has come in time: a connection that
// stays open would otherwise keep a widget busy for good (a load more button disabled, a dialog
// loading). The CMS's PHP stops a script after 30 s by default, so no answer is coming after that.
// A request given up fails as a network error does; the caller's own signal still aborts it at once.

export const REQUEST_TIMEOUT_MS = 30_000;

/** `fetch`, aborted once REQUEST_TIMEOUT_MS have passed (reading the body included) or when `init.signal` aborts. */
export function fetchWithin(input: string, init: RequestInit = {}): Promise<Response> {
  const within = new AbortController();
  const outer = init.signal;
  const timer = setTimeout(() => within.abort(new DOMException('No answer in time', 'TimeoutError')), REQUEST_TIMEOUT_MS);
  const follow = () => {
    clearTimeout(timer);
    within.abort(outer?.reason);
  };
  if (outer?.aborted) follow();
  else outer?.addEventListener('abort', follow, { once: true });
  return fetch(input, { ...init, signal: within.signal });
}
