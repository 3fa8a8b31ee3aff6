// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import { defineWidget } from '../../runtime';
import { subscribeFormSchema } from './settings';
import { setupSubscribeForm } from './setup';

export default defineWidget({
  requires: 'form.ha-subscribe-form__form .ha-subscribe-form__mail-field',
  schema: subscribeFormSchema,
  setup: setupSubscribeForm,
});
