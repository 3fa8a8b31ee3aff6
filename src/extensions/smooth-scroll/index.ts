// Smooth scrolling for the whole page on Lenis: wheel scrolling eased toward its target each frame
// (lerp) or over a duration, frames from Lenis' own loop or, with `gsap`, from GSAP's ticker so
// ScrollTrigger animations move with it; in-page anchor links (with `anchor`) glide to their target
// less the offset. Never in the editor; stopped while the visitor prefers reduced motion.
import Lenis from 'lenis';
import 'lenis/dist/lenis.css';
import { isEditing } from '../../ui/page-effects';
import { defineExtension, featureSettings } from '../define';
import { anchorTarget, lenisOptions, readSmoothScroll, type SmoothScrollSettings } from './rules';

type Stop = () => void;

/** GSAP's ticker drives Lenis, and every Lenis scroll updates ScrollTrigger. */
async function gsapDriven(lenis: Lenis): Promise<Stop> {
  const [{ gsap }, { ScrollTrigger }] = await Promise.all([import('gsap'), import('gsap/ScrollTrigger')]);
  gsap.registerPlugin(ScrollTrigger);
  const tick = (seconds: number) => lenis.raf(seconds * 1000);
  const update = () => ScrollTrigger.update();
  lenis.on('scroll', update);
  gsap.ticker.add(tick);
  // A dropped frame must not make the scroll jump: the ticker reports real time.
  gsap.ticker.lagSmoothing(0);
  return () => {
    gsap.ticker.remove(tick);
    gsap.ticker.lagSmoothing(500, 33);
  };
}

/**
 * Where the browser's own jump would put keyboard focus: on the target, so Tab goes on from there
 * (an element that takes no focus gets it for the moment, tabindex -1 removed once it loses it).
 */
function focusTarget(target: HTMLElement): void {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}

function anchorLinks(lenis: Lenis, offset: number): Stop {
  const click = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button != 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const target = anchorTarget(link, location, document);
    if (!target) return;
    event.preventDefault();
    if (location.hash != link.hash) history.pushState(history.state, '', link.hash);
    lenis.scrollTo(target, { offset: -offset, onComplete: () => focusTarget(target) });
  };
  document.addEventListener('click', click);
  return () => document.removeEventListener('click', click);
}

/** Starts smooth scrolling; the returned stop puts the page back to native scrolling. */
function start(settings: SmoothScrollSettings, fail: (error: unknown) => void): Stop {
  let stopped = false;
  const stops: Stop[] = [];
  const stopAll = () => {
    if (stopped) return;
    stopped = true;
    for (const stop of stops.reverse()) stop();
  };
  // Reduced motion is ours to watch (the page goes back to native scrolling), not Lenis'.
  const lenis = new Lenis({ ...lenisOptions(settings), respectReducedMotion: false });
  stops.push(() => lenis.destroy());
  if (settings.anchor) stops.push(anchorLinks(lenis, settings.anchorOffset));
  if (settings.gsap)
    gsapDriven(lenis).then(
      (stop) => (stopped ? stop() : stops.push(stop)),
      (error) => {
        // Without the ticker Lenis would take wheel events and never move: back to native scrolling.
        fail(error);
        stopAll();
      },
    );
  return stopAll;
}

let started = false;

export default defineExtension({
  attach(_elements, { config }) {
    if (started) return;
    const warn = (message: string) => config.debug && console.warn(`[ha-widgets] ${message}`);
    const settings = readSmoothScroll(featureSettings(config, 'smoothScroll'), warn);
    if (!settings || isEditing(config)) return;
    started = true;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)');
    let stop: Stop | null = null;
    const follow = () => {
      if (reduced.matches) stop?.(), (stop = null);
      else stop ??= start(settings, (error) => config.debug && console.warn('[ha-widgets]', error));
    };
    reduced.addEventListener('change', follow);
    follow();
  },
});
