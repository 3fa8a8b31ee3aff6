// Copying text: the Clipboard API, else the older copy command on a hidden text area (pages served
// over plain HTTP, browsers that refuse the API). Resolves to whether the text was copied.

export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  try {
    if (doc.defaultView?.navigator.clipboard?.writeText) {
      await doc.defaultView.navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): the fallback below may still work.
  }
  return copyWithCommand(text, doc);
}

function copyWithCommand(text: string, doc: Document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen but rendered (a hidden field cannot be selected), and it does not scroll the page.
  area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0';
  const focused = doc.activeElement;
  doc.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = doc.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
  return copied;
}
