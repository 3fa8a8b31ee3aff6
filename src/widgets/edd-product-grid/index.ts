// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/visually-hidden.css';
import '../../ui/quick-view/quick-view.css';
import { defineWidget } from '../../runtime';
import { ShopActions } from '../../ui/shop';

// enhance: the printed downloads stay as they are; quick view opens a download in a dialog and the
// add to cart icon adds it through ha_edd_ajax_add_to_cart_link.
export default defineWidget({
  requires: '.ha-edd-product-grid__item',
  Component: ShopActions,
});
