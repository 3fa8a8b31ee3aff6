// Pure rules of the remote carousel: its settings, the neighbouring slides its buttons show, and the
// buttons' names.
import { bool, schema, str, type SettingsOf } from '../../settings/schema';
import type { CarouselPosition } from '../../ui/carousel-registry';

/** Read from the element carrying `data-ha_rc_id` and `data-show_thumbnail` (see dom.ts). */
export const remoteSchema = schema({
  ha_rc_id: str(''),
  show_thumbnail: bool(false),
});

export type RemoteSettings = SettingsOf<typeof remoteSchema>;

export type Direction = 'prev' | 'next';

/** The slides before and after the current one, where the carousel can move there. */
export function neighbours({ index, count, canPrev, canNext }: CarouselPosition): Record<Direction, number | null> {
  if (count < 2) return { prev: null, next: null };
  return {
    prev: canPrev ? (index - 1 + count) % count : null,
    next: canNext ? (index + 1) % count : null,
  };
}

/** The button's own text (or a default) and, when connected, the name of the carousel it drives. */
export function buttonName(direction: Direction, text: string, carousel: string | null): string {
  const base = text || (direction === 'prev' ? 'Previous slide' : 'Next slide');
  return carousel ? `${base} (${carousel})` : base;
}
