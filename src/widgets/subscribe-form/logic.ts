// Pure rules of the subscribe form B: the email check, the payload, the answer and the redirect.

import { httpUrl } from '../../services/http-url';
/** How long the answer's message shows, and how long an invalid marker stays (spec sections 5 and 9). */
export const MESSAGE_MS = 20000;
export const INVALID_MS = 20000;

export const DEFAULT_INVALID_TEXT = 'Please specify a valid email';

/** Shown as an error when no usable answer came (network error, 500, malformed JSON). */
export const FAILED_TEXT = 'The subscription could not be sent. Please try again.';

// A standard address: a local part of the characters mail allows, an @, and a domain of at least two
// labels (letters, digits, inner hyphens) whose last label has two letters or more.
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && !email.startsWith('.') && !email.includes('..') && EMAIL.test(email);
}

export interface TargetList {
  use_target_list_id: boolean;
  target_list_id: string;
}

export interface SubscribePayload {
  email: string;
  /** The switcher's value ('yes') when on, false when off, as the form has always sent it. */
  use_target_list_id: 'yes' | false;
  target_list_id: string;
  /** The instance data the server printed on the mail field. */
  data: Record<string, unknown>;
  /** Every other named field of the form. */
  additional: Record<string, string>;
}

export function subscribePayload(
  settings: TargetList,
  email: string,
  data: Record<string, unknown>,
  additional: Record<string, string>,
): SubscribePayload {
  return {
    email: email.trim(),
    use_target_list_id: settings.use_target_list_id ? 'yes' : false,
    target_list_id: settings.use_target_list_id ? settings.target_list_id : '',
    data,
    additional,
  };
}

/** The form's named fields other than the mail field; the last value of a repeated name wins. */
export function additionalFields(entries: Iterable<[string, FormDataEntryValue]>, mailName: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of entries) if (name !== mailName && typeof value === 'string') fields[name] = value;
  return fields;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `data-instance-data` as an object; anything else (absent, malformed, a list) is {}. */
export function instanceData(raw: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

export interface SubscribeResponse {
  /** A class-safe word: it becomes `response-{type}`. */
  type: string;
  /** HTML from the server (sanitised before it is shown). */
  message: string;
}

/** {type, message} as shown; no usable answer is an error with FAILED_TEXT. */
export function subscribeResponse(answer: unknown): SubscribeResponse {
  if (!isRecord(answer)) return { type: 'error', message: FAILED_TEXT };
  const type = typeof answer.type === 'string' && /^[a-z][a-z0-9_-]*$/i.test(answer.type) ? answer.type : 'error';
  const message = typeof answer.message === 'string' && answer.message.trim() ? answer.message : '';
  return { type, message: message || (type === 'error' ? FAILED_TEXT : '') };
}

/** A redirect address that is relative or http(s), resolved against `base`; null for anything else. */
export function redirectTarget(url: string, base: string): string | null {
  return url.trim() === '#' ? null : httpUrl(url, base);
}
