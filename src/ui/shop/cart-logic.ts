// Pure rules of the download (EDD) add to cart button.

/** The add-on's ajax action that puts a download in the cart. */
export const EDD_ADD_ACTION = 'ha_edd_ajax_add_to_cart_link';

/** The add-on's button: `<a href="#" data-download-id="…" class="button ha_edd_ajax_btn">` with an icon. */
export const EDD_ADD_BUTTON = '.ha_edd_ajax_btn[data-download-id]';

/** The class a button wears once its download is in the cart (WooCommerce's name for the same state). */
export const ADDED_CLASS = 'added';

/** A download id as the add-on prints it: a positive whole number. Null for anything else. */
export function downloadId(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return /^[1-9]\d{0,18}$/.test(text) ? text : null;
}

/** Whether an answer of the add to cart action says it worked: `{success: true}` (a JSON string too). */
export function addedToCart(answer: unknown): boolean {
  let data = answer;
  if (typeof answer === 'string') {
    try {
      data = JSON.parse(answer);
    } catch {
      return false;
    }
  }
  if (data === null || typeof data !== 'object') return false;
  const { success } = data as Record<string, unknown>;
  return success === true || success === 'true';
}
