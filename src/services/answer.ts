// Reading the body of an answer from the network within one cap. A 5 MB answer, parsed and
// sanitised in one go, kept the page from answering a click for seconds: past MAX_ANSWER_BYTES the
// body is not read further and the answer is refused, and a big body that is accepted is parsed in a
// task of its own, so input that arrived meanwhile is handled first.
import { nextTask } from '../scheduling/tasks';

/** The most any answer (ajax, REST, a template) may be, in bytes of its body. */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** Past this many characters, parsing or sanitising waits for a task of its own. */
export const BIG_ANSWER_CHARS = 64 * 1024;

export class AnswerTooLargeError extends Error {
  constructor(url: string) {
    super(`[ha-widgets] the answer from ${url} is larger than ${MAX_ANSWER_BYTES} bytes (the cap on any answer); refused`);
    this.name = 'AnswerTooLargeError';
  }
}

/**
 * The body as text, read up to the cap. Rejects with AnswerTooLargeError past it (a Content-Length
 * above it refuses before reading), and as `fetch` does on an abort or a network error.
 */
export async function answerText(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_ANSWER_BYTES) {
    await response.body?.cancel().catch(() => {});
    throw new AnswerTooLargeError(response.url);
  }
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > MAX_ANSWER_BYTES) {
      await reader.cancel().catch(() => {});
      throw new AnswerTooLargeError(response.url);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** Yields to input first when `text` is big; resolves to whether the work should go on. */
export function turnFor(text: string, signal?: AbortSignal): Promise<boolean> {
  return text.length > BIG_ANSWER_CHARS ? nextTask(signal) : Promise.resolve(!signal?.aborted);
}

/** The body parsed as JSON, within the cap; a big body is parsed in a task of its own. */
export async function answerJson(response: Response, signal?: AbortSignal): Promise<unknown> {
  const text = await answerText(response);
  await turnFor(text, signal);
  return JSON.parse(text);
}
