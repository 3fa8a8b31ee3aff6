// The dropbar's markup (designed in the add-on's style; documented in fixtures/widgets/dropbar.html):
//   .ha-dropbar__wrapper > .ha-dropbar__inner > button.ha-dropbar__button
//                                             + .ha-dropbar__content-wrapper > .ha-dropbar__content [> .ha-dropbar__loader]

/** On the wrapper while the panel is open (a styling hook, like the add-ons' `-open` classes). */
export const OPEN_CLASS = 'ha-dropbar--open';

export interface DropbarDom {
  root: HTMLElement;
  /** Holds the button and the panel: the pointer is "over the dropbar" while over it. */
  inner: HTMLElement;
  button: HTMLElement;
  /** The drop panel that opens and closes. */
  panel: HTMLElement;
  /** Where the template is appended. */
  content: HTMLElement;
  /** A placeholder the server prints for a template still to load. */
  loader: HTMLElement | null;
}

function child(parent: Element, className: string): HTMLElement | null {
  return (
    Array.from(parent.children).find(
      (el): el is HTMLElement => el instanceof HTMLElement && el.classList.contains(className),
    ) ?? null
  );
}

/** This widget's own dropbar; direct children only, so a dropbar inside a loaded template is not taken for ours. */
export function findDropbar(container: HTMLElement): DropbarDom | null {
  const root = child(container, 'ha-dropbar__wrapper');
  const inner = root && child(root, 'ha-dropbar__inner');
  const button = inner && child(inner, 'ha-dropbar__button');
  const panel = inner && child(inner, 'ha-dropbar__content-wrapper');
  const content = panel && child(panel, 'ha-dropbar__content');
  if (!root || !inner || !button || !panel || !content) return null;
  return { root, inner, button, panel, content, loader: child(content, 'ha-dropbar__loader') };
}
