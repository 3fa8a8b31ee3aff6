// The stylesheets of this widget, in cascade order (see CONTRIBUTING.md, "Stylesheets").
import './base.css';
import '../../ui/visually-hidden.css';
import { defineWidget } from '../../runtime';
import { loadMoreWidget } from '../../ui/load-more';

export default defineWidget(
  loadMoreWidget({
    list: '.ha-facebook-items',
    item: '.ha-facebook-item',
    button: '.ha-facebook-load-more',
    action: 'ha_facebook_feed_action',
    fieldNames: { settings: 'query_settings', loaded: 'loaded_item' },
    noun: 'posts',
  }),
);
