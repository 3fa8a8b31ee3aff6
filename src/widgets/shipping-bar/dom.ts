// Reading the server markup of one free-shipping bar.

export interface ShippingBarDom {
  /** `.ha-fsb-container[data-fsb_settings]`. */
  root: HTMLElement;
  /** `.ha-fsb-inner`, holding the message, the close button and the continue-shopping link. */
  inner: HTMLElement;
  /** `.ha-fsb-inner-content`: the announcement or the success message. */
  message: HTMLElement | null;
  /** `.ha-fsb-progress-bar`: the track. */
  track: HTMLElement;
  /** `.ha-fsb-size`: the filled part, with the progress as its text. */
  fill: HTMLElement;
  /** `.fsb-close-icon`, printed when the bar is dismissable. */
  close: HTMLElement | null;
}

export const REQUIRES = '.ha-fsb-container .ha-fsb-size';

export function findShippingBar(container: HTMLElement): ShippingBarDom | null {
  const root = container.querySelector<HTMLElement>('.ha-fsb-container');
  const fill = root?.querySelector<HTMLElement>('.ha-fsb-size');
  if (!root || !fill) return null;
  return {
    root,
    inner: root.querySelector<HTMLElement>('.ha-fsb-inner') ?? root,
    message: root.querySelector<HTMLElement>('.ha-fsb-inner-content'),
    track: fill.parentElement && fill.parentElement !== root ? fill.parentElement : fill,
    fill,
    close: root.querySelector<HTMLElement>('.fsb-close-icon'),
  };
}

/** The settings object in a `data-fsb_settings` value, or null when it holds none. */
export function parseFsbSettings(raw: string | null | undefined): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const fsbSettingsOf = (container: HTMLElement) => container.querySelector('.ha-fsb-container')?.getAttribute('data-fsb_settings');

/** Raw settings from `data-fsb_settings` (the data-settings of the wrapper holds none of them). */
export function readShippingBar(container: HTMLElement): Record<string, unknown> {
  return parseFsbSettings(fsbSettingsOf(container)) ?? {};
}

/** Why the printed settings cannot be used, or null when they can. */
export function fsbSettingsProblem(container: HTMLElement): string | null {
  const raw = fsbSettingsOf(container);
  if (raw === null || raw === undefined) return 'no data-fsb_settings on .ha-fsb-container; using the defaults';
  return parseFsbSettings(raw) ? null : 'data-fsb_settings is not a JSON object; using the defaults';
}
