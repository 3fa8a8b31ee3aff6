// Subscribe form B. Enter in the mail field, the submit button or a submit of the form sends the
// address when it is valid, and shows the invalid marker (aria-invalid and the configured text,
// linked by aria-describedby) when it is not. States: idle, loading (aria-busy, a class), then the
// answer's message, styled `response-{type}`, for MESSAGE_MS. A new submit aborts a pending one.
// The field keeps what was typed whatever happens to the request.
import type { SetupContext } from '../../api-types';
import { latestOnly } from '../../services/ajax';
import { createRestorer } from '../../ui/restorer';
import { makeLiveRegion, writeServerMessage } from '../../ui/server-message';
import { findSubscribeForm } from './dom';
import {
  INVALID_MS,
  MESSAGE_MS,
  additionalFields,
  instanceData,
  isValidEmail,
  redirectTarget,
  subscribePayload,
  subscribeResponse,
} from './logic';
import type { SubscribeFormSettings } from './settings';

const LOADING_CLASS = 'ha-subscribe-form--loading';
const INVALID_CLASS = 'mail-invalid';

export function setupSubscribeForm({ container, settings, env }: SetupContext<SubscribeFormSettings>): () => void {
  const dom = findSubscribeForm(container);
  const restorer = createRestorer();
  if (!dom) return () => restorer.restore();
  const { form, mail } = dom;

  const message = dom.message ?? restorer.create('div', 'ha-subscribe-form__message');
  if (!message.isConnected) form.append(message);
  makeLiveRegion(message, restorer);
  restorer.attr(form, 'aria-busy', 'false');
  // The widget checks the address itself and says why in the page; the browser's own bubble would
  // stop the submit before it and vanish unread.
  restorer.attr(form, 'novalidate', '');

  const invalidNote = restorer.create('span', 'ha-subscribe-form__invalid');
  invalidNote.id = `ha-subscribe-invalid-${env.id}`;
  // Empty, it takes no room; its own live region says the text even while the focus stays in the field.
  invalidNote.setAttribute('aria-live', 'polite');
  // Beside the message box rather than the field: the field's group may be a flex box whose gap
  // would grow by one item, and an empty inline element there takes no room at all.
  message.before(invalidNote);
  restorer.snapshot(mail);
  const describedBy = mail.getAttribute('aria-describedby');
  mail.setAttribute('aria-describedby', describedBy ? `${describedBy} ${invalidNote.id}` : invalidNote.id);

  const send = latestOnly();
  let invalidTimer: ReturnType<typeof setTimeout> | undefined;
  let messageTimer: ReturnType<typeof setTimeout> | undefined;
  let responseClass = '';
  let round = 0;

  const clearInvalid = () => {
    clearTimeout(invalidTimer);
    mail.removeAttribute('aria-invalid');
    mail.classList.remove(INVALID_CLASS);
    invalidNote.textContent = '';
  };
  const markInvalid = () => {
    clearTimeout(invalidTimer);
    mail.setAttribute('aria-invalid', 'true');
    mail.classList.add(INVALID_CLASS);
    invalidNote.textContent = settings.invalid_mail_message;
    invalidTimer = setTimeout(clearInvalid, INVALID_MS);
  };
  const setLoading = (on: boolean) => {
    form.classList.toggle(LOADING_CLASS, on);
    form.setAttribute('aria-busy', String(on));
  };
  const hideMessage = () => {
    clearTimeout(messageTimer);
    if (responseClass) message.classList.remove(responseClass);
    responseClass = '';
    writeServerMessage(message, '');
  };
  const showMessage = (type: string, html: string) => {
    hideMessage();
    responseClass = `response-${type}`;
    message.classList.add(responseClass);
    writeServerMessage(message, html);
    messageTimer = setTimeout(hideMessage, MESSAGE_MS);
  };

  const subscribe = async () => {
    if (!isValidEmail(mail.value)) {
      markInvalid();
      return;
    }
    clearInvalid();
    const mine = ++round;
    const payload = subscribePayload(
      settings,
      mail.value,
      instanceData(mail.dataset.instanceData),
      additionalFields(new FormData(form), mail.name),
    );
    hideMessage();
    setLoading(true);
    const answer = await send('ha_subscribe_form', { data: payload }, { config: env.config });
    if (mine !== round) return;
    setLoading(false);
    const response = subscribeResponse(answer);
    showMessage(response.type, response.message);
    const target = settings.redirect && response.type === 'success' ? settings.redirect_url : '';
    if (!target || env.editMode) return;
    const url = redirectTarget(target, location.href);
    if (url) location.assign(url);
    else env.warn(`redirect_url "${target}" is neither relative nor http(s); not followed`);
  };
  const start = (event: Event) => {
    event.preventDefault();
    subscribe().catch(env.report);
  };

  restorer.listen(form, 'submit', start);
  restorer.listen<KeyboardEvent>(mail, 'keydown', (event) => {
    if (event.key === 'Enter' && !event.isComposing) start(event);
  });
  // The printed submit may be a link rather than a submit button: a click on it sends too.
  if (dom.submit && !(dom.submit instanceof HTMLButtonElement && dom.submit.type === 'submit')) {
    restorer.listen(dom.submit, 'click', start);
  }
  restorer.listen(mail, 'focus', clearInvalid);
  restorer.defer(() => {
    round++;
    send.abort();
    clearTimeout(invalidTimer);
    clearTimeout(messageTimer);
    hideMessage();
    form.classList.remove(LOADING_CLASS);
  });
  return () => restorer.restore();
}
