// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/visually-hidden.css';
import { defineWidget } from '../../runtime';
import { loadMoreWidget } from '../../ui/load-more';

export default defineWidget(
  loadMoreWidget({
    list: '.ha-hlg-wrapper .ha-hlg-grid-wrap',
    item: '.ha-hlg-grid-item',
    button: 'button.ha-hlg-loadmore',
    settingsHolder: '.ha-hlg-wrapper',
    action: 'hapro_loop_grid_action',
    fieldNames: { settings: 'querySettings', loaded: 'loadedItem' },
    noun: 'posts',
    spinner: '.eicon-loading',
  }),
);
