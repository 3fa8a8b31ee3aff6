// Pure rules of the off-canvas panel: which elements toggle it, the classes the page gets, and how
// far the page moves.
import type { OffCanvasSettings } from './settings';

/** Milliseconds from closing until the panel is hidden and the page's classes are reset (spec, section 9). */
export const RESET_MS = 500;

export type Direction = OffCanvasSettings['direction'];
export type Transition = OffCanvasSettings['transition'];

/** What toggles the panel: an element id, a class name, or the widget's own toggle. */
export type ToggleSource = { kind: 'id'; name: string } | { kind: 'class'; name: string } | { kind: 'own' };

/** A site owner may type `#menu` or `.menu` where the add-on wants `menu`. */
const bare = (name: string) => name.trim().replace(/^[#.]/, '');

/** The toggle source the settings name; the widget's own toggle when the id or class is empty (as the add-on does). */
export function toggleSource({ toggle_source, toggle_id, toggle_class }: Pick<OffCanvasSettings, 'toggle_source' | 'toggle_id' | 'toggle_class'>): ToggleSource {
  if (toggle_source === 'element-id' && bare(toggle_id)) return { kind: 'id', name: bare(toggle_id) };
  if (toggle_source === 'element-class' && bare(toggle_class)) return { kind: 'class', name: bare(toggle_class) };
  return { kind: 'own' };
}

/** A CSS selector for a toggle source, given the page's CSS.escape. */
export function toggleSelector(source: ToggleSource, escape: (text: string) => string): string {
  if (source.kind === 'id') return `#${escape(source.name)}`;
  if (source.kind === 'class') return `.${escape(source.name)}`;
  return '.ha-offcanvas-toggle';
}

/**
 * Whether `name` can name the panel's classes (`ha-offcanvas-content-{id}`, `ha-offcanvas-content-{id}-open`):
 * one class token, with no space (a class list refuses one), and no longer than an id is.
 */
export function isClassToken(name: string): boolean {
  return /^\S{1,128}$/.test(name);
}

/** The classes the root element carries in each phase, as the add-on sets them. */
export function htmlClasses(phase: 'closed' | 'open' | 'closing', id: string, transition: Transition, direction: Direction): string[] {
  if (phase === 'closed') return [];
  const shown = ['ha-offcanvas-content-reset', `ha-offcanvas-content-${transition}`, `ha-offcanvas-content-${direction}`];
  return phase === 'open' ? [...shown, 'ha-offcanvas-content-open', `ha-offcanvas-content-${id}-open`] : shown;
}

/** Whether the page moves aside with this transition (slide lays the panel over the page). */
export function movesPage(transition: Transition): boolean {
  return transition !== 'slide';
}

/**
 * How far the page moves while the panel is open, as a CSS translate: the panel's size, away from
 * the side it comes from.
 */
export function pageShift(direction: Direction, size: { width: number; height: number }): string {
  switch (direction) {
    case 'left':
      return `${size.width}px, 0`;
    case 'right':
      return `${-size.width}px, 0`;
    case 'top':
      return `0, ${size.height}px`;
    case 'bottom':
      return `0, ${-size.height}px`;
  }
}
