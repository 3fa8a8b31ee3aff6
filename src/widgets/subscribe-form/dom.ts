// The subscribe form's markup: `form.ha-subscribe-form__form` holding the mail field
// `.ha-subscribe-form__mail-field[data-instance-data]`, the submit `.ha-subscribe-form__submit` and
// the message box `.ha-subscribe-form__message`.

export interface SubscribeFormDom {
  form: HTMLFormElement;
  mail: HTMLInputElement;
  submit: HTMLElement | null;
  /** Null when the page printed none (the widget then adds one at the end of the form). */
  message: HTMLElement | null;
}

export const MAIL_SELECTOR = '.ha-subscribe-form__mail-field';

export function findSubscribeForm(container: HTMLElement): SubscribeFormDom | null {
  const form = container.querySelector<HTMLFormElement>('form.ha-subscribe-form__form');
  const mail = form?.querySelector<HTMLInputElement>(`input${MAIL_SELECTOR}`);
  if (!form || !mail) return null;
  return {
    form,
    mail,
    submit: form.querySelector<HTMLElement>('.ha-subscribe-form__submit'),
    message: form.querySelector<HTMLElement>('.ha-subscribe-form__message'),
  };
}
