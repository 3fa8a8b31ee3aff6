// Pure rules of the newsletter form A: what is sent (ha_mailchimp_ajax) and what the answer shows.

/** How long the success or error message shows (spec: newsletter A message). */
export const MESSAGE_MS = 5000;

/** Shown when no usable answer came (network error, 500, malformed JSON): the visitor can try again. */
export const FAILED_TEXT = 'The subscription could not be sent. Please try again.';

export interface MailchimpMarkup {
  listId: string;
  successMessage: string;
  postId: string;
  widgetId: string;
}

/**
 * The form as a urlencoded string, the way a form serialises (`email=ann%40example.com&fname=Ann`):
 * the server reads subscriber_info as one serialised form. Files are left out.
 */
export function serializeSubscriberInfo(entries: Iterable<[string, FormDataEntryValue]>): string {
  const body = new URLSearchParams();
  for (const [name, value] of entries) if (typeof value === 'string') body.append(name, value);
  return body.toString();
}

export function mailchimpFields(markup: MailchimpMarkup, subscriberInfo: string): Record<string, string> {
  return {
    subscriber_info: subscriberInfo,
    list_id: markup.listId,
    post_id: markup.postId,
    widget_id: markup.widgetId,
  };
}

export interface Outcome {
  ok: boolean;
  /** HTML from the server or the page (sanitised before it is shown). */
  html: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * {status, msg} -> what shows: on success the form's success message (the server's msg when the form
 * has none), on failure the server's msg; no usable answer is a failure with FAILED_TEXT.
 */
export function mailchimpOutcome(answer: unknown, successMessage: string): Outcome {
  if (!isRecord(answer)) return { ok: false, html: FAILED_TEXT };
  const msg = typeof answer.msg === 'string' ? answer.msg.trim() : '';
  const ok = answer.status === true || answer.status === 'true';
  if (ok) return { ok, html: successMessage.trim() || msg };
  return { ok, html: msg || FAILED_TEXT };
}
