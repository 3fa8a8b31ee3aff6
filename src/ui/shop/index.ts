// The shop widgets' shared behaviour on the add-on's product markup: quick view and the download add
// to cart. Grids and single products use ShopActions as their component; carousels wrap theirs.
export { ShopActions, withShopActions } from './use-shop-actions';
export { ADDED_CLASS, EDD_ADD_ACTION, EDD_ADD_BUTTON } from './cart-logic';
