// Load more: a button that appends the next items of a server-printed list (spec section 4).
export { attachLoadMore, type LoadMoreOptions } from './attach';
export { loadMoreWidget, loadMoreSchema, type LoadMoreSettings, type LoadMoreWidgetSpec } from './widget';
export { ALL_LOADED_HIDE_MS, ALL_LOADED_TEXT, allLoaded, loadedMessage } from './rules';
