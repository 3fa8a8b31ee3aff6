// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import { defineWidget } from '../../runtime';
import { setupMailchimp } from './setup';

export default defineWidget({
  requires: 'form.ha-mailchimp-form',
  setup: setupMailchimp,
});
