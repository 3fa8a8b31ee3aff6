// The remote's buttons on the server markup: each moves the carousel it is connected to, carries an
// accessible name and aria-disabled, and (with thumbnails on) shows the neighbouring slide's image.
import type { CarouselController } from '../../ui/carousel-registry';
import { createRestorer } from '../../ui/restorer';
import { buttonName, neighbours, type Direction } from './logic';

const BUTTON = '.ha-custom-nav-remote-carousel';
const NAV: Record<Direction, string> = { prev: 'ha_rc_prev_btn', next: 'ha_rc_next_btn' };

export type RemoteButtons = Record<Direction, HTMLElement | null>;

export function findButtons(container: HTMLElement): RemoteButtons | null {
  const find = (direction: Direction) => container.querySelector<HTMLElement>(`${BUTTON}[data-ha_rc_nav="${NAV[direction]}"]`);
  const buttons = { prev: find('prev'), next: find('next') };
  return buttons.prev || buttons.next ? buttons : null;
}

/** The raw settings from the element carrying them: the buttons' container or an ancestor inside the widget. */
export function readRemote(container: HTMLElement): Record<string, unknown> {
  const host = container.querySelector(BUTTON)?.closest('[data-ha_rc_id]') ?? container.querySelector('[data-ha_rc_id]');
  if (!host || !container.contains(host)) return {};
  return {
    ha_rc_id: host.getAttribute('data-ha_rc_id') ?? undefined,
    show_thumbnail: host.getAttribute('data-show_thumbnail') ?? undefined,
  };
}

export interface ConnectOptions {
  thumbnails: boolean;
  report(error: unknown): void;
}

/**
 * Connects the buttons to a carousel, or with none marks them unavailable (they then do nothing).
 * Returns the function that puts the buttons back as the server printed them.
 */
export function connectRemote(buttons: RemoteButtons, carousel: CarouselController | null, options: ConnectOptions): () => void {
  const undo = createRestorer();
  const guard = (fn: () => void) => () => {
    try {
      fn();
    } catch (error) {
      options.report(error);
    }
  };
  const present = (Object.entries(buttons) as [Direction, HTMLElement | null][]).filter(
    (entry): entry is [Direction, HTMLElement] => entry[1] !== null,
  );
  // The names start from what the server printed: a label, else the visible text.
  const texts = new Map(present.map(([, button]) => [button, button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '']));

  const update = () => {
    const position = carousel?.position() ?? null;
    const near = position ? neighbours(position) : null;
    for (const [direction, button] of present) {
      const usable = position !== null && (direction === 'prev' ? position.canPrev : position.canNext);
      if (usable) button.removeAttribute('aria-disabled');
      else button.setAttribute('aria-disabled', 'true');
      button.setAttribute('aria-label', buttonName(direction, texts.get(button)!, carousel?.label ?? null));
      const slide = near?.[direction] ?? null;
      const image = options.thumbnails && slide !== null ? carousel!.image(slide) : null;
      button.style.backgroundImage = image ? `url(${JSON.stringify(image)})` : '';
    }
  };

  for (const [direction, button] of present) {
    undo.snapshot(button);
    const onClick = guard(() => {
      if (button.getAttribute('aria-disabled') !== 'true') carousel?.[direction]();
    });
    button.addEventListener('click', onClick);
    undo.defer(() => button.removeEventListener('click', onClick));
  }
  if (carousel) undo.defer(carousel.subscribe(guard(update)));
  update();
  return () => undo.restore();
}
