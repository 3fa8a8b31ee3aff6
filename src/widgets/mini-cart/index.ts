// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import { defineWidget } from '../../runtime';
import { REQUIRES } from './dom';
import { MiniCart } from './MiniCart';

// enhance: the server's cart button and popup keep their markup; the widget discloses the popup and
// keeps the totals on the shared cart store.
export default defineWidget({
  requires: REQUIRES,
  Component: MiniCart,
});
