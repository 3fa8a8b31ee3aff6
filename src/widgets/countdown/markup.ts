// Reading the server markup of one countdown into a description the component re-renders.
//
// Variant A (the add-on): .ha-countdown-wrap > .ha-countdown[data-date][data-end-action]
//   > .ha-countdown-item > span.ha-countdown-time.ha-countdown-{unit}, + .ha-countdown-end-action.
// Variant B (modelled on the page builder's countdown): .ha-countdown-wrap
//   > .ha-countdown-wrapper[data-type][data-due-date]... > .ha-countdown-item > span.ha-countdown-digits.ha-countdown-{unit},
//   + sibling .ha-countdown-expire--message.
// The variant is told by the timer element's class: `.ha-countdown-wrapper` is B, `.ha-countdown` is A.
//
// Digit spans and items are re-rendered; every other element (labels, separators, the end block)
// is kept as a server node whose children the component moves, never re-creates.
import { UNITS, type Unit, type Variant } from './logic';

export type Part =
  | { kind: 'space' }
  | { kind: 'text'; text: string }
  /** Any element the widget does not change itself: its children are adopted as they are. */
  | { kind: 'static'; source: HTMLElement }
  | { kind: 'item'; unit: Unit; className: string; parts: Part[] }
  /** `dataAttribute`: the server printed `data-{unit}` on it (variant A does). */
  | { kind: 'digits'; unit: Unit; className: string; dataAttribute: boolean }
  /** The end block: A's `.ha-countdown-end-action`, B's `.ha-countdown-expire--message`. */
  | { kind: 'end'; source: HTMLElement }
  /** Where the timer element sits among the root's children. */
  | { kind: 'timer' };

export interface CountdownMarkup {
  variant: Variant;
  /** Attributes of the timer element, reprinted as they were (class included). */
  timerAttributes: Record<string, string>;
  /** Children of the timer element. */
  timer: Part[];
  /** Children of the root (the timer's parent), in server order. */
  root: Part[];
  units: Unit[];
  /** Text to announce when the end block appears: its text, else its images' alt text. */
  endText: string;
  hasEnd: boolean;
}

const TIMER_B = 'ha-countdown-wrapper';
const TIMER_A = 'ha-countdown';
const END_CLASS: Record<Variant, string> = { a: 'ha-countdown-end-action', b: 'ha-countdown-expire--message' };
const DIGITS_CLASS: Record<Variant, string> = { a: 'ha-countdown-time', b: 'ha-countdown-digits' };

/** The timer element of a widget: B's wrapper first, since only A's uses the bare widget name. */
export function findTimer(container: HTMLElement): HTMLElement | null {
  return container.querySelector<HTMLElement>(`.${TIMER_B}`) ?? container.querySelector<HTMLElement>(`.${TIMER_A}`);
}

/**
 * The element the component renders into: the timer's parent (`.ha-countdown-wrap`). Without a
 * timer it is a detached element, so the server markup is left alone.
 */
export function renderRoot(container: HTMLElement): HTMLElement {
  return findTimer(container)?.parentElement ?? document.createElement('div');
}

function unitOf(el: Element): Unit | undefined {
  return UNITS.find((unit) => el.classList.contains(`ha-countdown-${unit}`));
}

function textPart(node: ChildNode): Part | null {
  const text = node.textContent ?? '';
  return text.trim() === '' ? (text === '' ? null : { kind: 'space' }) : { kind: 'text', text };
}

function readItem(item: HTMLElement, variant: Variant): Part {
  let unit: Unit | undefined;
  const parts: Part[] = [];
  for (const node of item.childNodes) {
    if (node instanceof HTMLElement) {
      const digitsUnit = node.classList.contains(DIGITS_CLASS[variant]) ? unitOf(node) : undefined;
      if (digitsUnit && !unit) {
        unit = digitsUnit;
        parts.push({ kind: 'digits', unit, className: node.className, dataAttribute: node.hasAttribute(`data-${unit}`) });
      } else parts.push({ kind: 'static', source: node });
    } else if (node.nodeType === Node.TEXT_NODE) {
      const part = textPart(node);
      if (part) parts.push(part);
    }
  }
  // An item without digits of its own is shown as it is.
  return unit ? { kind: 'item', unit, className: item.className, parts } : { kind: 'static', source: item };
}

function readChildren(parent: HTMLElement, read: (el: HTMLElement) => Part): Part[] {
  const parts: Part[] = [];
  for (const node of parent.childNodes) {
    if (node instanceof HTMLElement) parts.push(read(node));
    else if (node.nodeType === Node.TEXT_NODE) {
      const part = textPart(node);
      if (part) parts.push(part);
    }
  }
  return parts;
}

function endTextOf(end: HTMLElement | null): string {
  if (!end) return '';
  const text = (end.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text) return text;
  return Array.from(end.querySelectorAll('img'), (img) => img.alt.trim())
    .filter(Boolean)
    .join(' ');
}

export function readMarkup(container: HTMLElement): CountdownMarkup | null {
  const timerEl = findTimer(container);
  const rootEl = timerEl?.parentElement;
  if (!timerEl || !rootEl) return null;
  const variant: Variant = timerEl.classList.contains(TIMER_B) ? 'b' : 'a';
  const isEnd = (el: HTMLElement) => el.classList.contains(END_CLASS[variant]);
  let end: HTMLElement | null = null;

  const timer = readChildren(timerEl, (el) => {
    if (el.classList.contains('ha-countdown-item')) return readItem(el, variant);
    if (variant === 'a' && isEnd(el) && !end) return { kind: 'end', source: (end = el) };
    return { kind: 'static', source: el };
  });
  const root = readChildren(rootEl, (el) => {
    if (el === timerEl) return { kind: 'timer' };
    if (variant === 'b' && isEnd(el) && !end) return { kind: 'end', source: (end = el) };
    return { kind: 'static', source: el };
  });

  const units = UNITS.filter((unit) => timer.some((part) => part.kind === 'item' && part.unit === unit));
  const timerAttributes: Record<string, string> = {};
  for (const { name, value } of Array.from(timerEl.attributes)) timerAttributes[name] = value;
  return { variant, timerAttributes, timer, root, units, endText: endTextOf(end), hasEnd: end !== null };
}

/** Raw settings from the timer element's data attributes, keyed like `dataset`. */
export function readSettings(container: HTMLElement): Record<string, unknown> {
  const markup = readMarkup(container);
  const data = findTimer(container)?.dataset;
  if (!markup || !data) return {};
  const pick = (...names: string[]) => Object.fromEntries(names.filter((n) => n in data).map((n) => [n, data[n]]));
  return {
    markup,
    ...(markup.variant === 'a'
      ? pick('date', 'endAction', 'redirectLink')
      : pick('type', 'dueDate', 'startDate', 'expireActions', 'expireRedirectUrl', 'evergreenInterval', 'restartInterval')),
  };
}

export function isCountdownMarkup(value: unknown): value is CountdownMarkup {
  if (!value || typeof value !== 'object') return false;
  const { variant, timer, root, units } = value as Partial<CountdownMarkup>;
  return (variant === 'a' || variant === 'b') && Array.isArray(timer) && Array.isArray(root) && Array.isArray(units);
}
