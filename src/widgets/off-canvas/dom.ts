// The off-canvas widget as the add-on prints it (fixtures/widgets/off-canvas.html):
//   .ha-offcanvas-content-wrap[data-settings]
//     > .ha-offcanvas-toggle-wrap > .ha-offcanvas-toggle (button or burger; absent for element-id and element-class)
//     > .ha-offcanvas-content.ha-offcanvas-content-{id}.ha-offcanvas-{transition}.ha-offcanvas-content-{direction}
//         > .ha-offcanvas-header > .ha-offcanvas-close[role=button]   (when the close bar is on)
//         > .ha-offcanvas-body                                         (custom boxes, a sidebar or a saved template)
import { parseSettingsAttribute } from '../../settings/attribute';

/** On the panel while it shows (until the reset after closing); on the toggle while open. */
export const VISIBLE = 'ha-offcanvas-content-visible';
export const ACTIVE = 'ha-is-active';

export interface OffCanvasDom {
  wrap: HTMLElement;
  /** The panel, moved to the page's body while mounted. */
  panel: HTMLElement;
  /** The widget's own toggles. */
  toggles: HTMLElement[];
  close: HTMLElement | null;
  body: HTMLElement | null;
}

function child(parent: Element, className: string): HTMLElement | null {
  for (const el of parent.children) if (el instanceof HTMLElement && el.classList.contains(className)) return el;
  return null;
}

export function findOffCanvas(container: HTMLElement): OffCanvasDom | null {
  const wrap = container.querySelector<HTMLElement>('.ha-offcanvas-content-wrap');
  const panel = wrap && child(wrap, 'ha-offcanvas-content');
  if (!wrap || !panel) return null;
  const header = child(panel, 'ha-offcanvas-header');
  return {
    wrap,
    panel,
    toggles: [...wrap.querySelectorAll<HTMLElement>('.ha-offcanvas-toggle')].filter((el) => !panel.contains(el)),
    close: header?.querySelector<HTMLElement>('.ha-offcanvas-close') ?? null,
    body: child(panel, 'ha-offcanvas-body'),
  };
}

/**
 * The add-on's settings: on the inner .ha-offcanvas-content-wrap (all of them, `transition` included),
 * and some on the wrapper (as `content_transition`). The element id names the panel when nothing else does.
 */
const SWITCHES = ['esc_close', 'body_click_close', 'links_click_close'];

export function readOffCanvasSettings(element: HTMLElement, container: HTMLElement): Record<string, unknown> {
  const outer = parseSettingsAttribute(element.getAttribute('data-settings')).value;
  const wrap = container.querySelector('.ha-offcanvas-content-wrap');
  const inner = parseSettingsAttribute(wrap?.getAttribute('data-settings') ?? null).value;
  const raw: Record<string, unknown> = { ...inner };
  if ((raw.transition ?? '') === '' && outer.content_transition) raw.transition = outer.content_transition;
  if ((raw.content_id ?? '') === '' && element.dataset.id) raw.content_id = element.dataset.id;
  // The add-on prints every key, empty ones as '': a switch printed empty is off; other keys keep their defaults.
  for (const key of Object.keys(raw)) {
    if (raw[key] !== '') continue;
    if (SWITCHES.includes(key)) raw[key] = 'no';
    else delete raw[key];
  }
  return raw;
}
