// The add-on's markup: `.ha-mailchimp-wrapper[data-post-id][data-widget-id]` holding
// `.ha-mc-response-message` and `form.ha-mailchimp-form[data-list-id][data-success-message]`.
import type { MailchimpMarkup } from './logic';

export interface MailchimpDom {
  wrapper: HTMLElement;
  form: HTMLFormElement;
  /** Null when the page printed none (the widget then adds one before the form). */
  message: HTMLElement | null;
  markup: MailchimpMarkup;
}

export function findMailchimp(container: HTMLElement): MailchimpDom | null {
  const form = container.querySelector<HTMLFormElement>('form.ha-mailchimp-form');
  if (!form) return null;
  const wrapper = form.closest<HTMLElement>('.ha-mailchimp-wrapper') ?? form.parentElement ?? container;
  return {
    wrapper,
    form,
    message: wrapper.querySelector<HTMLElement>('.ha-mc-response-message'),
    markup: {
      listId: form.dataset.listId ?? '',
      successMessage: form.dataset.successMessage ?? '',
      postId: wrapper.dataset.postId ?? '',
      widgetId: wrapper.dataset.widgetId ?? '',
    },
  };
}
