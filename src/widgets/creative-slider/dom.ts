// The server markup of one creative slider (`.ha-creative-slider-container`): four tracks that each
// print every item once, in the same order (prev thumbnails, text, images, next thumbnails), the
// thumbnail wrappers with their arrow icons, and a pair of arrows the add-on shows on phones.
import { TRACKS, type Track } from './logic';

export interface CreativeSliderDom {
  root: HTMLElement;
  /** Each printed track and its items (direct children), in server order. */
  tracks: Partial<Record<Track, { track: HTMLElement; items: HTMLElement[] }>>;
  /** Elements that go back or forward one item when pressed. */
  prev: HTMLElement[];
  next: HTMLElement[];
  /** Items every printed track has. */
  count: number;
}

const SELECTORS: Record<Track, [track: string, item: string]> = {
  prev: ['.ha_cc_prev_items', '.ha_cc_prev_item'],
  text: ['.ha_cc_text_items', '.ha_cc_info_text_inner'],
  image: ['.ha_cc_inner_image_items', '.ha_cc_image_item'],
  next: ['.ha_cc_next_items', '.ha_cc_next_item'],
};

/** Null when there is no container or neither a text nor an image track. */
export function findCreativeSlider(container: HTMLElement): CreativeSliderDom | null {
  const root = container.querySelector<HTMLElement>('.ha-creative-slider-container');
  if (!root) return null;
  const tracks: CreativeSliderDom['tracks'] = {};
  for (const name of TRACKS) {
    const [trackSelector, itemSelector] = SELECTORS[name];
    const track = root.querySelector<HTMLElement>(trackSelector);
    if (!track) continue;
    const items = [...track.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el.matches(itemSelector));
    tracks[name] = { track, items };
  }
  if (!tracks.text && !tracks.image) return null;
  const count = Math.min(...Object.values(tracks).map(({ items }) => items.length));
  const all = (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];
  return {
    root,
    tracks,
    prev: all('.ha_cc_prev_wrapper, .ha_cs_mobile_prev'),
    next: all('.ha_cc_next_wrapper, .ha_cs_mobile_next'),
    count,
  };
}

/** The text elements of a text item that enter one after another. */
export function textParts(item: HTMLElement): HTMLElement[] {
  const inner = item.querySelector<HTMLElement>('.ha_cc_infotext_item') ?? item;
  return [...inner.children].filter((el): el is HTMLElement => el instanceof HTMLElement);
}
