// The product quick view every shop widget shares (product grids, single products, product and
// download carousels): a dialog showing a product's HTML loaded from the button's link.
export { useQuickView } from './use-quick-view';
export { LOAD_FAILED, QUICK_VIEW_BUTTON } from './logic';
