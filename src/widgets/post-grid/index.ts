// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/visually-hidden.css';
import { defineWidget } from '../../runtime';
import { loadMoreWidget } from '../../ui/load-more';

// One folder for the seven skins (ha-post-grid.classic ... .crossroad): they differ only in the
// add-on's stylesheet; the markup the behaviour uses is the same.
export default defineWidget(
  loadMoreWidget({
    list: '.ha-pg-wrapper .ha-pg-grid-wrap',
    item: '.ha-pg-item',
    button: 'button.ha-pg-loadmore',
    action: 'hapro_post_grid_action',
    fieldNames: { settings: 'querySettings', loaded: 'loadedItem' },
    noun: 'posts',
    loadedClass: 'ha-pg-item-loaded',
    spinner: '.eicon-loading',
  }),
);
