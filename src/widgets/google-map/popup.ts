// A pin's popup, made with DOM calls: the title and description are sanitised HTML, the second
// variant's link gets its address, target and rel set here and the editor's custom attributes
// filtered (`href` and every `on*` attribute refused), and a close button ends it.
import { parseLinkAttributes, sanitizeFragment, sanitizeLinkAttributes, styleWithoutLoads } from '../../services/sanitize';
import type { Pin, PinLink } from './pins';

let made = 0;

/** The link's attributes: the editor's custom ones (filtered), then the address, target and rel, which they cannot replace. */
export function linkAttributes(link: PinLink): Record<string, string> {
  const custom = typeof link.attributes === 'string' ? parseLinkAttributes(link.attributes) : sanitizeLinkAttributes(link.attributes);
  const attrs: Record<string, string> = {};
  for (const [name, value] of Object.entries(custom)) {
    if (name === 'target' || name === 'rel') continue;
    if (name === 'style') {
      const style = styleWithoutLoads(value);
      if (style) attrs.style = style;
    } else attrs[name] = value;
  }
  attrs.href = link.href;
  if (link.external) attrs.target = '_blank';
  const rel = [link.nofollow && 'nofollow', link.external && 'noopener'].filter(Boolean).join(' ');
  if (rel) attrs.rel = rel;
  return attrs;
}

export interface PopupParts {
  content: HTMLElement;
  close: HTMLButtonElement;
  /** The popup's accessible name. */
  name: string;
}

export function popupContent(pin: Pin, name: string): PopupParts {
  const content = document.createElement('div');
  content.className = 'ha-map-popup';
  const id = `ha-map-popup-${++made}`;
  if (pin.title) {
    const wrapper = document.createElement('div');
    wrapper.className = 'ha-adv-google-map__marker-title-wrapper';
    const title = document.createElement('div');
    title.className = 'ha-adv-google-map__marker-title';
    title.id = id;
    title.append(sanitizeFragment(pin.title));
    wrapper.append(title);
    content.append(wrapper);
  }
  if (pin.description) {
    const description = document.createElement('div');
    description.className = 'ha-adv-google-map__marker-description-wrapper';
    description.append(sanitizeFragment(pin.description));
    content.append(description);
  }
  if (pin.link) {
    const wrapper = document.createElement('div');
    wrapper.className = 'ha-map-pin__wrapper';
    const anchor = document.createElement('a');
    anchor.className = 'ha-map-pin__link';
    for (const [attr, value] of Object.entries(linkAttributes(pin.link))) anchor.setAttribute(attr, value);
    anchor.append(sanitizeFragment(pin.link.text));
    wrapper.append(anchor);
    content.append(wrapper);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'ha-map-popup__close';
  close.setAttribute('aria-label', 'Close');
  close.textContent = '×';
  content.prepend(close);
  return { content, close, name };
}
