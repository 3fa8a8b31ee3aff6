// The rotation control: autoplay runs while the visitor wants it, the carousel is on screen and
// neither the pointer nor keyboard focus is on it; the live region is quiet while it runs.
import { ICONS } from '../slide-controls';
import { svgIcon } from '../svg-icon';
import { watchOnScreen } from '../on-screen';
import type { CarouselContext } from './context';

/** Further conditions for running (an outer carousel showing this one); `subscribe` re-checks. */
export interface AutoplayAllowed {
  isActive(): boolean;
  subscribe(fn: () => void): () => void;
}

/** Adds the rotation control at the start of the region; `allowed` is asked for once Swiper runs. */
export function autoplayControl(context: CarouselContext, live: HTMLElement, allowed?: () => AutoplayAllowed | undefined): void {
  const { region, restorer, memory, listen, guard } = context;
  const button = restorer.create('button', 'ha-swiper__rotation ha-round-control');
  region.prepend(button);
  context.onStart((swiper) => {
    const outer = allowed?.();
    // A rebuild (device change) may happen under the pointer or with focus inside.
    let hovered = region.matches(':hover');
    let focused = region.contains(document.activeElement) && document.activeElement!.matches(':focus-visible');
    // Off screen until the observer's first report: carousels out of view cost nothing.
    let onScreen = false;
    const sync = () => {
      const run = memory.playing && onScreen && !hovered && !focused && (outer?.isActive() ?? true);
      if (run && !swiper.autoplay.running) swiper.autoplay.start();
      if (!run && swiper.autoplay.running) swiper.autoplay.stop();
      live.setAttribute('aria-live', run ? 'off' : 'polite');
      button.setAttribute('aria-label', memory.playing ? 'Stop automatic slide show' : 'Start automatic slide show');
      button.replaceChildren(svgIcon(memory.playing ? ICONS.pause : ICONS.play));
    };
    listen(button, 'click', () => {
      memory.playing = !memory.playing;
      sync();
    });
    const hover = (event: PointerEvent, over: boolean) => {
      if (event.pointerType !== 'mouse') return;
      hovered = over;
      sync();
    };
    listen<PointerEvent>(region, 'pointerenter', (event) => hover(event, true));
    listen<PointerEvent>(region, 'pointerleave', (event) => hover(event, false));
    // Keyboard focus only: a mouse click on a control is already covered by hover.
    listen(region, 'focusin', (event) => {
      if (!(event.target as Element).matches(':focus-visible')) return;
      focused = true;
      sync();
    });
    listen<FocusEvent>(region, 'focusout', (event) => {
      if (region.contains(event.relatedTarget as Node | null)) return;
      focused = false;
      sync();
    });
    if (outer) restorer.defer(outer.subscribe(guard(sync)));
    restorer.defer(
      watchOnScreen(
        region,
        guard((visible: boolean) => {
          onScreen = visible;
          sync();
        }),
      ),
    );
    sync();
  });
}
