import type { ComponentType } from 'react';
import type { WidgetProps } from '../../api-types';
import { useQuickView } from '../quick-view';
import { useEddAddToCart } from './use-edd-cart';

/**
 * What every shop widget does on the server's product markup: the quick view buttons open the
 * product in a dialog, the download add to cart buttons add to the cart and tell the cart readers.
 */
export function ShopActions({ container, env }: Pick<WidgetProps<unknown>, 'container' | 'env'>) {
  const dialog = useQuickView(container, env);
  const status = useEddAddToCart(container, env);
  return (
    <>
      {dialog}
      {status}
    </>
  );
}

/** A widget component (a carousel's) with the shop actions on its markup as well. */
export function withShopActions<S>(Inner: ComponentType<WidgetProps<S>>) {
  return function WithShopActions(props: WidgetProps<S>) {
    return (
      <>
        <Inner {...props} />
        <ShopActions container={props.container} env={props.env} />
      </>
    );
  };
}
