// The dialog around a popup document, in the page builder's markup (its dialog manager's classes and
// the `elementor-popup-modal-{id}` id), so that the site's own popup styles apply:
//   .elementor-popup-modal (role dialog, the backdrop)
//     .dialog-widget-content (the box; animated)
//       button.dialog-close-button (moved beside the box when the close button is "outside")
//       .dialog-message (the popup document)
import type { DocumentSettings } from './settings';

export interface ModalParts {
  modal: HTMLElement;
  content: HTMLElement;
  closeButton: HTMLButtonElement;
  message: HTMLElement;
}

const SVG = 'http://www.w3.org/2000/svg';

function closeIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of [['aria-hidden', 'true'], ['focusable', 'false'], ['viewBox', '0 0 16 16'], ['width', '1em'], ['height', '1em']])
    svg.setAttribute(name, value);
  const cross = document.createElementNS(SVG, 'path');
  cross.setAttribute('d', 'M3 3l10 10M13 3L3 13');
  cross.setAttribute('stroke', 'currentColor');
  cross.setAttribute('stroke-width', '2');
  cross.setAttribute('stroke-linecap', 'round');
  svg.append(cross);
  return svg;
}

/** The name the dialog is announced by: the popup's first heading, else a generic one. */
export function dialogLabel(doc: HTMLElement): string {
  const heading = doc.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]');
  const text = heading?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return text ? text.slice(0, 120) : 'Popup';
}

/** Valid class names from the `classes` setting (space-separated). */
export function customClasses(classes: string): string[] {
  return classes.split(/\s+/).filter((name) => /^-?[_a-zA-Z][\w-]*$/.test(name));
}

/** Builds the closed dialog at the end of the body and moves the popup document into it. */
export function buildModal(doc: HTMLElement, id: string, settings: DocumentSettings): ModalParts {
  const modal = document.createElement('div');
  modal.id = `elementor-popup-modal-${id}`;
  modal.className = 'dialog-widget dialog-lightbox-widget dialog-type-buttons dialog-type-lightbox elementor-popup-modal';
  modal.classList.add(...customClasses(settings.classes));
  modal.setAttribute('role', 'dialog');
  modal.setAttribute('aria-label', dialogLabel(doc));
  modal.tabIndex = -1;
  modal.style.display = 'none';

  const content = document.createElement('div');
  content.className = 'dialog-widget-content dialog-lightbox-widget-content animated';
  const message = document.createElement('div');
  message.className = 'dialog-message dialog-lightbox-message';

  const closeButton = document.createElement('button');
  closeButton.type = 'button';
  closeButton.className = 'dialog-close-button dialog-lightbox-close-button';
  closeButton.setAttribute('aria-label', 'Close');
  closeButton.append(closeIcon());

  content.append(closeButton, message);
  if (settings.close_button_position === 'outside') modal.append(closeButton);
  modal.prepend(content);
  document.body.append(modal);
  message.append(doc);
  return { modal, content, closeButton, message };
}
