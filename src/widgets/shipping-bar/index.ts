// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/visually-hidden.css';
import { defineWidget } from '../../runtime';
import { readShippingBar, REQUIRES } from './dom';
import { ShippingBar } from './ShippingBar';
import { shippingBarSchema } from './settings';

// enhance: the server's bar keeps its markup; the widget drives its width, text and message.
export default defineWidget({
  requires: REQUIRES,
  schema: shippingBarSchema,
  read: (_element, container) => readShippingBar(container),
  Component: ShippingBar,
});
