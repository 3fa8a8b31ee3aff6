// Reading one creative button: its wrapper (which catches the pointer) and the link that moves.

export interface CreativeButtonDom {
  wrap: HTMLElement;
  button: HTMLElement;
}

export function findCreativeButton(container: HTMLElement): CreativeButtonDom | null {
  const wrap = container.querySelector<HTMLElement>('.ha-creative-btn-wrap');
  const button = wrap?.querySelector<HTMLElement>(':scope > a.ha-creative-btn');
  return wrap && button ? { wrap, button } : null;
}

/** Raw settings from the wrapper's `data-magnetic`; nothing when it is absent. */
export function readCreativeButton(container: HTMLElement): Record<string, unknown> {
  const value = container.querySelector('.ha-creative-btn-wrap')?.getAttribute('data-magnetic');
  return value === null || value === undefined ? {} : { magnetic: value };
}
