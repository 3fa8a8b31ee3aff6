// JSON calls to the CMS REST API (`config.restUrl` + a route). Resolves to the status and the
// parsed body, or null when no answer arrived (network error, abort, or an answer past the cap of
// ./answer.ts, which is said as a warning); never throws.
import type { HaConfig } from '../api-types';
import { AnswerTooLargeError, answerJson } from './answer';
import { fetchWithin } from './fetch-within';

export interface RestOptions {
  config: Pick<HaConfig, 'restUrl'>;
  /** Default: POST when there is a body, else GET. */
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as the `X-WP-Nonce` header (the REST API's cookie-auth nonce). */
  nonce?: string;
  /** Added to the query string. */
  query?: Record<string, string | number>;
  signal?: AbortSignal;
}

export interface RestAnswer<T = unknown> {
  ok: boolean;
  status: number;
  /** The parsed JSON body, or null when the body is not JSON. */
  data: T | null;
}

/**
 * Joins the REST base and a route. Works with pretty permalinks (`/wp-json/`) and with the plain
 * form (`/?rest_route=/`), where the query string has to continue with `&`.
 */
export function restEndpoint(restUrl: string, path: string, query?: Record<string, string | number>): string {
  let url = `${restUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = query ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString() : '';
  if (search) url += (url.includes('?') ? '&' : '?') + search;
  return url;
}

export async function restJson<T = unknown>(path: string, options: RestOptions): Promise<RestAnswer<T> | null> {
  const { config, body, nonce, query, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (nonce) headers['X-WP-Nonce'] = nonce;
  let response: Response;
  try {
    response = await fetchWithin(restEndpoint(config.restUrl, path, query), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch {
    return null;
  }
  try {
    return { ok: response.ok, status: response.status, data: (await answerJson(response, signal)) as T };
  } catch (error) {
    if (error instanceof AnswerTooLargeError) {
      console.warn(error.message);
      return null;
    }
    // A body cut off by an abort is no answer; a body that is not JSON is an answer without data.
    return signal?.aborted ? null : { ok: response.ok, status: response.status, data: null };
  }
}
