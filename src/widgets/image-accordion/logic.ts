// Pure rules of the image accordion: its behaviour from the wrapper classes, the item open on load,
// and where a key moves focus.
import { rovingIndex } from '../../ui/keys';

export type Behavior = 'click' | 'hover';

/** `ha-image-accordion-click` / `-hover` (the add-on's prefix class), or undefined when neither is there. */
export function behaviorFromClasses(classes: Iterable<string>): Behavior | undefined {
  for (const name of classes) {
    if (name === 'ha-image-accordion-click') return 'click';
    if (name === 'ha-image-accordion-hover') return 'hover';
  }
  return undefined;
}

/** The first item the server marked active, or -1 (then every item starts collapsed). */
export function initialActive(marked: readonly boolean[]): number {
  return marked.indexOf(true);
}

/**
 * The item a key moves focus to, wrapping around, or null. The layout can change per device
 * (horizontal or vertical), so both arrow pairs move; Left/Right are mirrored on right-to-left pages.
 */
export function focusIndexForKey(key: string, current: number, count: number, rtl = false): number | null {
  return rovingIndex(key, current, count, { horizontal: true, vertical: true, rtl });
}
