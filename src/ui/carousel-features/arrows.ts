// Previous and next buttons: the server's (made named buttons) or new ones, marked disabled at the
// ends of a carousel that does not wrap; hidden when the settings turn arrows off.
import { ICONS } from '../slide-controls';
import { svgIcon } from '../svg-icon';
import type { CarouselContext } from './context';

export interface ArrowOptions {
  /** The server's arrows, when it printed them. */
  prev: HTMLElement | null;
  next: HTMLElement | null;
  enabled: boolean;
  /** Classes of a new arrow. */
  newClass(dir: 'prev' | 'next'): string;
  /** Marks an arrow at the first or last position. */
  disabledClass: string;
  /** The carousel wraps around (loop or rewind): no arrow is ever at an end. */
  wraps: boolean;
}

/** Adds the arrows after the Swiper element; returns them (null when off). */
export function arrows(context: CarouselContext, options: ArrowOptions): { prev: HTMLElement | null; next: HTMLElement | null } {
  const { el, restorer, listen, moves } = context;
  const arrow = (server: HTMLElement | null, dir: 'prev' | 'next', name: string): HTMLElement | null => {
    restorer.snapshot(server);
    if (!options.enabled) {
      server?.classList.add('ha-swiper__off');
      return null;
    }
    const button = server ?? restorer.create('button', options.newClass(dir), svgIcon(ICONS[dir]));
    if (button.tagName !== 'BUTTON') {
      button.setAttribute('role', 'button');
      button.tabIndex = 0;
    }
    button.classList.add('ha-swiper__arrow', `ha-swiper__arrow--${dir}`, 'ha-round-control');
    if (!button.getAttribute('aria-label') && !button.textContent?.trim()) button.setAttribute('aria-label', name);
    listen(button, 'click', () => moves.make((swiper) => (dir === 'prev' ? swiper.slidePrev() : swiper.slideNext())));
    return button;
  };
  const prev = arrow(options.prev, 'prev', 'Previous slide');
  const next = arrow(options.next, 'next', 'Next slide');
  el.after(...([prev, next].filter((button) => button && button !== options.prev && button !== options.next) as HTMLElement[]));
  if (!options.wraps && (prev || next))
    context.onStart((swiper) => {
      const mark = () => {
        markEdge(prev, swiper.isBeginning, options.disabledClass);
        markEdge(next, swiper.isEnd, options.disabledClass);
      };
      mark();
      swiper.on('slideChange snapIndexChange snapGridLengthChange breakpoint toEdge fromEdge realIndexChange paginationUpdate', context.guard(mark));
    });
  return { prev, next };
}

/** An arrow at the first or last position: marked disabled for sight and for assistive technology. */
function markEdge(button: HTMLElement | null, atEdge: boolean, disabledClass: string): void {
  if (!button) return;
  button.classList.toggle(disabledClass, atEdge);
  if (atEdge) button.setAttribute('aria-disabled', 'true');
  else button.removeAttribute('aria-disabled');
}
