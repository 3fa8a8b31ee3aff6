// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/visually-hidden.css';
import '../../ui/quick-view/quick-view.css';
import { defineWidget } from '../../runtime';
import { ShopActions } from '../../ui/shop';

// enhance: the printed products stay as they are; the quick view buttons open the product in a dialog.
export default defineWidget({
  requires: '.ha-product-grid__item',
  Component: ShopActions,
});
