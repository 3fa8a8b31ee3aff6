// Newsletter form A. A submit posts the serialised form (ha_mailchimp_ajax); the answer's message
// shows for MESSAGE_MS in the response box, a polite live region. The form is emptied only after a
// success: what the visitor typed stays when the request fails. A new submit aborts a pending one.
import type { SetupContext } from '../../api-types';
import { latestOnly } from '../../services/ajax';
import { createRestorer } from '../../ui/restorer';
import { makeLiveRegion, writeServerMessage } from '../../ui/server-message';
import { findMailchimp } from './dom';
import { MESSAGE_MS, mailchimpFields, mailchimpOutcome, serializeSubscriberInfo } from './logic';

export function setupMailchimp({ container, env }: SetupContext<unknown>): () => void {
  const dom = findMailchimp(container);
  const restorer = createRestorer();
  if (!dom) return () => restorer.restore();
  const { form, markup } = dom;
  const message = dom.message ?? restorer.create('div', 'ha-mc-response-message');
  if (!message.isConnected) form.before(message);
  makeLiveRegion(message, restorer);
  restorer.attr(form, 'aria-busy', 'false');

  const send = latestOnly();
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let alive = true;

  const show = (ok: boolean, html: string) => {
    clearTimeout(hideTimer);
    restorer.toggle(message, 'success', ok);
    restorer.toggle(message, 'error', !ok);
    writeServerMessage(message, html);
    hideTimer = setTimeout(() => {
      message.classList.remove('success', 'error');
      writeServerMessage(message, '');
    }, MESSAGE_MS);
  };

  let round = 0;
  const submit = async () => {
    const mine = ++round;
    const fields = mailchimpFields(markup, serializeSubscriberInfo(new FormData(form)));
    form.setAttribute('aria-busy', 'true');
    const answer = await send('ha_mailchimp_ajax', fields, { config: env.config });
    // A newer submit or the unmount took over: its own answer decides.
    if (!alive || mine !== round) return;
    form.setAttribute('aria-busy', 'false');
    const outcome = mailchimpOutcome(answer, markup.successMessage);
    if (outcome.ok) form.reset();
    show(outcome.ok, outcome.html);
  };
  restorer.listen<SubmitEvent>(form, 'submit', (event) => {
    event.preventDefault();
    submit().catch(env.report);
  });
  restorer.defer(() => {
    alive = false;
    send.abort();
    clearTimeout(hideTimer);
  });
  return () => restorer.restore();
}
