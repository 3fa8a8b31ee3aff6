// The add-on's printed markup (Happy Addons Pro "Scroll Sequence"):
//   .ha-scroll-sequence-wrap[data-settings]
//     > .ha-scroll-sequence-canvas-wrap.ha-scroll-sequence-canvas--{id} > .ha-scroll-sequence-canvas-wrap-inner
// The canvas the frames are drawn on is made by the script, inside the inner box (whose size, place
// and z-index the add-on's style controls set).
import { parseSettingsAttribute } from '../../settings/attribute';
import type { ScrollSequenceSettings } from './settings';

export interface SequenceDom {
  wrap: HTMLElement;
  inner: HTMLElement;
}

export function findSequence(container: HTMLElement): SequenceDom | null {
  const wrap = container.querySelector<HTMLElement>('.ha-scroll-sequence-wrap');
  const inner = wrap?.querySelector<HTMLElement>('.ha-scroll-sequence-canvas-wrap-inner');
  return wrap && inner ? { wrap, inner } : null;
}

/** The settings are printed on the inner wrap, not on the widget's element. */
export function readSequenceSettings(_element: HTMLElement, container: HTMLElement): Record<string, unknown> {
  return parseSettingsAttribute(container.querySelector('.ha-scroll-sequence-wrap')?.getAttribute('data-settings') ?? null).value;
}

const SPAN_SELECTORS: Record<Exclude<ScrollSequenceSettings['apply_to'], 'body'>, string> = {
  container: '.e-con',
  section: '.elementor-section',
  column: '.elementor-column',
};

/**
 * The element whose scrolling the frames follow: the nearest container, section or column around the
 * widget (the widget itself when there is none), or null for the whole page.
 */
export function scrollSpan(element: HTMLElement, applyTo: ScrollSequenceSettings['apply_to']): HTMLElement | null {
  if (applyTo === 'body') return null;
  return element.parentElement?.closest<HTMLElement>(SPAN_SELECTORS[applyTo]) ?? element;
}
