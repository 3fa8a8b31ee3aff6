// Calls to the CMS ajax endpoint (admin-ajax style): a form POST with `action` and `security`.
// Every failure (network, non-2xx, abort, unreadable body) resolves to `null`, "no answer", so a
// widget only has to handle the answers it understands; the spec keeps ajax errors silent, except an
// answer past the cap (./answer.ts), which is said once as a warning.
import type { HaConfig } from '../api-types';
import { AnswerTooLargeError, answerJson, answerText } from './answer';
import { fetchWithin } from './fetch-within';

export interface AjaxOptions {
  config: Pick<HaConfig, 'ajaxUrl' | 'nonce'>;
  signal?: AbortSignal;
}

/**
 * Adds one field the way the CMS (PHP) reads form posts: objects and arrays become bracket names
 * (`query_settings[a]=1`, `ids[0]=4`), booleans 'true'/'false', null ''. Undefined is left out.
 * A value that is already a string (e.g. a form serialised by the caller) is sent as it is.
 */
function appendField(body: URLSearchParams, name: string, value: unknown): void {
  if (value === undefined || typeof value === 'function') return;
  if (value === null) body.append(name, '');
  else if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) appendField(body, `${name}[${key}]`, inner);
  } else body.append(name, String(value));
}

function formBody(action: string, fields: Record<string, unknown>, nonce: string): URLSearchParams {
  const body = new URLSearchParams({ action, security: nonce });
  for (const [name, value] of Object.entries(fields)) appendField(body, name, value);
  return body;
}

/** POSTs `action`, `security` and `fields`; resolves to parsed JSON, text, or null for no answer. */
export async function ajax(action: string, fields: Record<string, unknown>, options: AjaxOptions): Promise<unknown | null> {
  try {
    const response = await fetchWithin(options.config.ajaxUrl, {
      method: 'POST',
      body: formBody(action, fields, options.config.nonce),
      credentials: 'same-origin',
      signal: options.signal,
    });
    if (!response.ok) return null;
    const type = response.headers.get('content-type') ?? '';
    return type.includes('json') ? await answerJson(response, options.signal) : await answerText(response);
  } catch (error) {
    if (error instanceof AnswerTooLargeError) console.warn(error.message);
    return null;
  }
}

export type LatestAjax = ((action: string, fields: Record<string, unknown>, options: AjaxOptions) => Promise<unknown | null>) & {
  /** Aborts the pending call, if any (e.g. on unmount). */
  abort(): void;
};

/** An `ajax` where a new call aborts the pending one ("a new submit aborts a pending request"). */
export function latestOnly(): LatestAjax {
  let pending: AbortController | undefined;
  const abort = () => {
    pending?.abort();
    pending = undefined;
  };
  const call = async (action: string, fields: Record<string, unknown>, options: AjaxOptions) => {
    abort();
    const controller = new AbortController();
    pending = controller;
    const outer = options.signal;
    const forward = () => controller.abort();
    if (outer?.aborted) controller.abort();
    outer?.addEventListener('abort', forward, { once: true });
    try {
      return await ajax(action, fields, { config: options.config, signal: controller.signal });
    } finally {
      outer?.removeEventListener('abort', forward);
      if (pending === controller) pending = undefined;
    }
  };
  return Object.assign(call, { abort });
}
