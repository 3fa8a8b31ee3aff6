// Reading one content switcher's server markup. Only this widget's own parts are taken (by direct
// child paths), so a switcher nested inside a content section is never mistaken for ours.

export const ACTIVE = 'active';

export interface ButtonItem {
  button: HTMLElement;
  /** The section whose id the button's `data-content-id` names, or null when the page lacks it. */
  section: HTMLElement | null;
}

export interface ToggleParts {
  input: HTMLInputElement;
  primary: HTMLElement | null;
  secondary: HTMLElement | null;
  primarySection: HTMLElement | null;
  secondarySection: HTMLElement | null;
}

export interface SwitcherDom {
  root: HTMLElement;
  /** `.ha-cs-switch-wrapper`: the buttons' or the toggle's row. */
  row: HTMLElement | null;
  buttons: ButtonItem[];
  toggle: ToggleParts | null;
}

const all = (parent: Element, path: string) => [...parent.querySelectorAll<HTMLElement>(`:scope > ${path}`)];
const one = (parent: Element, path: string) => all(parent, path)[0] ?? null;

export function findSwitcher(container: HTMLElement): SwitcherDom | null {
  const root = one(container, '.ha-content-switcher-wrapper') ?? container.querySelector<HTMLElement>('.ha-content-switcher-wrapper');
  if (!root) return null;
  const row = one(root, '.ha-cs-switch-container > .ha-cs-switch-wrapper');
  const sections = all(root, '.ha-cs-content-container > .ha-cs-content-wrapper > .ha-cs-content-section');
  const byId = (id: string | undefined) => (id ? (sections.find((section) => section.id === id) ?? null) : null);
  const buttons = row ? all(row, '.ha-cs-button').map((button) => ({ button, section: byId(button.dataset.contentId) })) : [];
  const input = row?.querySelector<HTMLInputElement>(':scope > .ha-cs-switch > input.ha-cs-toggle-switch') ?? null;
  const side = (name: string) => sections.find((section) => section.classList.contains(name)) ?? null;
  const toggle = input && row
    ? {
        input,
        primary: one(row, '.ha-cs-switch.primary'),
        secondary: one(row, '.ha-cs-switch.secondary'),
        primarySection: side('primary'),
        secondarySection: side('secondary'),
      }
    : null;
  return { root, row, buttons, toggle };
}

/** Raw settings from the wrapper's `data-design-type`; nothing when it is absent. */
export function readSwitcher(container: HTMLElement): Record<string, unknown> {
  const design = findSwitcher(container)?.root.getAttribute('data-design-type');
  return design === null || design === undefined ? {} : { select_design: design };
}
