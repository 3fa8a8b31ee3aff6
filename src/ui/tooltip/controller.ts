// The framework-free core of the shared tooltip: WAI-ARIA wiring on the trigger, open and close on
// pointer, focus, click, Escape and outside clicks with the configured delays, Floating UI placement
// (flip, shift, arrow), and a short fade that reduced motion turns off. Undone completely by the
// returned function. Floating UI is the positioning engine because it handles flipping, shifting,
// scroll containers and transformed ancestors, which a hand-written placement would get wrong.
import { arrow as arrowMiddleware, autoUpdate, computePosition, flip, hide, offset, shift, type Placement } from '@floating-ui/dom';
import { addToken, anchorFor, delayFor, NO_INTENT, reduceIntent, slideFrom, wantsOpen, type TooltipEvent, type TooltipPosition, type TriggerMode } from './logic';
import { createRestorer } from '../restorer';

export interface TooltipConfig {
  position: TooltipPosition;
  /** Overrides `position` with a plain Floating UI placement (no tipso corner). */
  placement?: Placement;
  /** Fixed width in px; null lets the content decide. */
  width: number | null;
  showDelay: number;
  hideDelay: number;
  /** Fade duration in ms. */
  speed: number;
  arrow: boolean;
  mode: TriggerMode;
  /** False under reduced motion: show and hide at once. */
  animate: boolean;
  /** Distance between trigger and tooltip in px. */
  gap: number;
}

export interface TooltipElements {
  trigger: HTMLElement;
  /** The tooltip: a bubble of ours or a server node shown in place. */
  floating: HTMLElement;
  arrow?: HTMLElement | null;
}

const VIEWPORT_PADDING = 8;
const SLIDE_PX = 4;
const NATIVELY_FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable]';

let counter = 0;

export function attachTooltip({ trigger, floating, arrow }: TooltipElements, config: TooltipConfig, onError: (error: unknown) => void): () => void {
  const memory = createRestorer();
  const removers: (() => void)[] = [];
  const arrowEl = config.arrow ? (arrow ?? null) : null;
  const anchor = config.placement ? { placement: config.placement, besides: false } : anchorFor(config.position);
  let intent = NO_INTENT;
  let open = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopUpdates: (() => void) | undefined;
  let fade: Animation | undefined;
  let lastPointer = '';

  const listen = (target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions) => {
    const safe = (event: Event) => {
      try {
        handler(event);
      } catch (error) {
        onError(error);
      }
    };
    target.addEventListener(type, safe, options);
    removers.push(() => target.removeEventListener(type, safe, options));
  };
  const within = (node: EventTarget | null) => node instanceof Node && (trigger.contains(node) || floating.contains(node));

  // Structure: the WAI-ARIA tooltip pattern, or a toggle button controlling the bubble.
  if (!floating.id) memory.attr(floating, 'id', `ha-tooltip-${++counter}`);
  if (!trigger.matches(NATIVELY_FOCUSABLE)) memory.attr(trigger, 'tabindex', '0');
  if (config.mode === 'hover') {
    memory.attr(floating, 'role', 'tooltip');
    memory.attr(trigger, 'aria-describedby', addToken(trigger.getAttribute('aria-describedby'), floating.id));
  } else {
    if (!(trigger instanceof HTMLButtonElement)) memory.attr(trigger, 'role', 'button');
    memory.attr(trigger, 'aria-controls', floating.id);
    memory.attr(trigger, 'aria-expanded', 'false');
  }
  memory.style(floating, 'display', 'none');
  memory.style(floating, 'position', 'fixed');
  memory.style(floating, 'z-index', '9999');
  // A server node may come with offsets from its own stylesheet; Floating UI sets left and top.
  memory.style(floating, 'right', 'auto');
  memory.style(floating, 'bottom', 'auto');
  if (config.width) {
    memory.style(floating, 'width', `${config.width}px`);
    memory.style(floating, 'max-width', `calc(100vw - ${2 * VIEWPORT_PADDING}px)`);
  }

  async function place(): Promise<void> {
    const { x, y, placement, middlewareData } = await computePosition(trigger, floating, {
      strategy: 'fixed',
      placement: anchor.placement,
      middleware: [
        offset(({ rects }) => ({ mainAxis: config.gap, alignmentAxis: anchor.besides ? rects.reference.width : 0 })),
        flip({ padding: VIEWPORT_PADDING }),
        shift({ padding: VIEWPORT_PADDING }),
        arrowEl && arrowMiddleware({ element: arrowEl, padding: 6 }),
        hide(),
      ],
    });
    if (!open) return;
    memory.style(floating, 'left', `${x}px`);
    memory.style(floating, 'top', `${y}px`);
    memory.style(floating, 'visibility', middlewareData.hide?.referenceHidden ? 'hidden' : 'visible');
    memory.attr(floating, 'data-side', placement.split('-')[0]);
    if (arrowEl) {
      const { x: ax, y: ay } = middlewareData.arrow ?? {};
      memory.style(arrowEl, 'left', ax == null ? '' : `${ax}px`);
      memory.style(arrowEl, 'top', ay == null ? '' : `${ay}px`);
    }
  }

  function animateTo(shown: boolean, done?: () => void): void {
    fade?.cancel();
    fade = undefined;
    if (!config.animate || config.speed <= 0 || typeof floating.animate !== 'function') return done?.();
    const side = floating.getAttribute('data-side') ?? anchor.placement.split('-')[0];
    const frames = [
      { opacity: 0, translate: slideFrom(side, SLIDE_PX) },
      { opacity: 1, translate: '0 0' },
    ];
    const animation = floating.animate(shown ? frames : frames.reverse(), { duration: config.speed, easing: 'ease-out' });
    fade = animation;
    animation.onfinish = () => {
      if (fade === animation) fade = undefined;
      done?.();
    };
  }

  function show(): void {
    open = true;
    memory.style(floating, 'display', 'block');
    // A server node's own stylesheet may keep it transparent until :hover; keyboard focus needs it too.
    memory.style(floating, 'opacity', '1');
    if (config.mode === 'click') memory.attr(trigger, 'aria-expanded', 'true');
    stopUpdates?.();
    // Calls place() at once, so the tooltip is positioned before the next paint.
    stopUpdates = autoUpdate(trigger, floating, () => void place().catch(onError));
    animateTo(true);
  }

  function close(): void {
    open = false;
    stopUpdates?.();
    stopUpdates = undefined;
    if (config.mode === 'click') memory.attr(trigger, 'aria-expanded', 'false');
    animateTo(false, () => {
      if (!open) memory.style(floating, 'display', 'none');
    });
  }

  function handle(event: TooltipEvent): void {
    intent = reduceIntent(intent, event);
    const wanted = wantsOpen(intent, config.mode);
    clearTimeout(timer);
    timer = undefined;
    if (wanted === open) return;
    const delay = delayFor(event, wanted, config);
    const act = wanted ? show : close;
    if (delay > 0) timer = setTimeout(() => {
      try {
        act();
      } catch (error) {
        onError(error);
      }
    }, delay);
    else act();
  }

  const hovering = (event: Event) => (event as PointerEvent).pointerType !== 'touch';
  listen(trigger, 'pointerdown', (event) => (lastPointer = (event as PointerEvent).pointerType));
  listen(trigger, 'pointerenter', (event) => hovering(event) && handle('enter-trigger'));
  listen(trigger, 'pointerleave', (event) => hovering(event) && handle('leave-trigger'));
  listen(floating, 'pointerenter', (event) => hovering(event) && handle('enter-tooltip'));
  listen(floating, 'pointerleave', (event) => hovering(event) && handle('leave-tooltip'));
  listen(trigger, 'focusin', () => {
    // Keyboard focus shows a hover tooltip; focus from a mouse click does not hold it open.
    if (config.mode === 'hover' && isFocusVisible(trigger)) handle('focus');
  });
  listen(floating, 'focusin', () => handle('focus'));
  const onFocusOut = (event: Event) => {
    if (!within((event as FocusEvent).relatedTarget)) handle('blur');
  };
  listen(trigger, 'focusout', onFocusOut);
  listen(floating, 'focusout', onFocusOut);
  listen(trigger, 'click', (event) => {
    // A tap has no hover: like the original on touch screens, it toggles.
    if (config.mode === 'click' || lastPointer === 'touch') {
      if (config.mode === 'click') event.preventDefault();
      handle('toggle');
    }
    lastPointer = '';
  });
  listen(trigger, 'keydown', (event) => {
    const { key } = event as KeyboardEvent;
    // A link acting as a button: Enter clicks it already, Space must too; other elements need both.
    const activates = key === ' ' || (key === 'Enter' && !trigger.matches('a[href], button'));
    if (config.mode === 'click' && activates && !(trigger instanceof HTMLButtonElement)) {
      event.preventDefault();
      handle('toggle');
    }
  });
  listen(document, 'keydown', (event) => {
    if ((event as KeyboardEvent).key !== 'Escape' || (!open && !timer)) return;
    const focusInside = floating.contains(document.activeElement);
    handle('escape');
    if (focusInside) trigger.focus();
  });
  listen(document, 'pointerdown', (event) => {
    if (!within(event.target)) handle('outside');
  });

  return () => {
    clearTimeout(timer);
    stopUpdates?.();
    fade?.cancel();
    for (const remove of removers.splice(0)) remove();
    memory.restore();
  };
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}
