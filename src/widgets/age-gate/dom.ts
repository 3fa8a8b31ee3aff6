// Reading one age gate as the add-on prints it: `.ha-age-gate-wrapper.ha-age-gate-{variant}` >
// `.ha-age-gate-inner-wrapper` > `.ha-age-gate-boxes` > `.ha-age-gate-header` (optional
// `.ha-age-gate-warning-msg`, `.ha-age-gate-title`, `.ha-age-gate-description`) + `.ha-age-gate-form-body`
// (the variant's buttons, and the date input) + optional `.ha-age-gate-footer-text`.

export type Variant = 'confirm-age' | 'confirm-dob' | 'confirm-by-boolean';

export interface AgeGateDom {
  wrapper: HTMLElement;
  variant: Variant;
  box: HTMLElement;
  form: HTMLElement | null;
  title: HTMLElement | null;
  description: HTMLElement | null;
  warning: HTMLElement | null;
  /** The button that lets the visitor in (confirm, submit the date, or yes). */
  confirm: HTMLElement | null;
  /** yes/no variant: the button that refuses. */
  refuse: HTMLElement | null;
  date: HTMLInputElement | null;
}

const VARIANTS: readonly Variant[] = ['confirm-age', 'confirm-dob', 'confirm-by-boolean'];
const CONFIRM: Record<Variant, string> = {
  'confirm-age': '.ha-age-gate-confirm-age-btn',
  'confirm-dob': '.ha-age-gate-confirm-dob-btn',
  'confirm-by-boolean': '.ha-age-gate-confirm-yes-btn',
};

export function findAgeGate(container: HTMLElement): AgeGateDom | null {
  const wrapper = container.querySelector<HTMLElement>('.ha-age-gate-wrapper');
  if (!wrapper) return null;
  const variant = VARIANTS.find((name) => wrapper.classList.contains(`ha-age-gate-${name}`)) ?? 'confirm-age';
  const box = wrapper.querySelector<HTMLElement>('.ha-age-gate-boxes') ?? wrapper;
  const find = <E extends HTMLElement = HTMLElement>(selector: string) => wrapper.querySelector<E>(selector);
  return {
    wrapper,
    variant,
    box,
    form: find('.ha-age-gate-form-body'),
    title: find('.ha-age-gate-title'),
    description: find('.ha-age-gate-description'),
    warning: find('.ha-age-gate-warning-msg'),
    confirm: find(CONFIRM[variant]),
    refuse: variant === 'confirm-by-boolean' ? find('.ha-age-gate-confirm-no-btn') : null,
    date: variant === 'confirm-dob' ? find<HTMLInputElement>('.ha-age-gate-date-input') : null,
  };
}

/** Raw settings from the wrapper's data attributes; only those printed. */
export function readAgeGate(container: HTMLElement): Record<string, unknown> {
  const wrapper = container.querySelector<HTMLElement>('.ha-age-gate-wrapper');
  const raw: Record<string, unknown> = {};
  for (const name of ['age_gate_cookies_time', 'userbirth', 'editor_mood']) {
    const value = wrapper?.getAttribute(`data-${name}`);
    if (value !== null && value !== undefined) raw[name] = value;
  }
  return raw;
}
