// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/visually-hidden.css';
import '../../ui/quick-view/quick-view.css';
import { defineWidget } from '../../runtime';
import { ShopActions } from '../../ui/shop';

// enhance: the printed product stays as it is (classic, standard and landscape differ only in
// markup and style); its quick view button opens the product in a dialog.
export default defineWidget({
  requires: '.ha-single-product__item',
  Component: ShopActions,
});
