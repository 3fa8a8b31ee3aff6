// The drawing on GSAP with DrawSVGPlugin and, for the scroll modes, ScrollTrigger. Imported only by
// SVG draws that animate, so GSAP loads only on pages that have one.
import { gsap } from 'gsap';
import { DrawSVGPlugin } from 'gsap/DrawSVGPlugin';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import type { SvgDrawDom } from './dom';
import { automaticStart, drawPlan, scrubRange, toggleActions } from './logic';
import type { SvgDrawSettings } from './settings';

gsap.registerPlugin(DrawSVGPlugin, ScrollTrigger);

/** Builds the drawing; the returned function kills it (the caller puts the strokes' attributes back). */
export function startDrawing(trigger: HTMLElement, dom: SvgDrawDom, settings: SvgDrawSettings): () => void {
  const mode = settings.scroll_action;
  const plan = drawPlan(dom.strokes.length, {
    reversed: dom.reversed,
    together: dom.together,
    startPoint: settings.animate_start_point,
    endPoint: settings.animate_end_point,
    fill: settings.svg_fill,
  });
  const repeats = mode !== 'viewport' && settings.loop;
  const timeline = gsap.timeline({
    paused: mode === 'hover',
    repeat: repeats ? -1 : 0,
    repeatDelay: repeats ? settings.repeat_delay : 0,
    yoyo: repeats && settings.yoyo,
    scrollTrigger:
      mode === 'automatic'
        ? { trigger, start: automaticStart(settings.animate_trigger, settings.animate_offset), toggleActions: toggleActions(settings.anim_rev) }
        : mode === 'viewport'
          ? { trigger, ...scrubRange(settings.animate_offset, settings.draw_speed), scrub: true }
          : undefined,
  });
  const { strokes } = dom;
  // The add-on empties the shapes while they draw; the fill, when set, comes back at the end.
  gsap.set(strokes, { fill: 'transparent' });
  strokes.forEach((stroke, i) => timeline[plan.direction](stroke, { drawSVG: plan.value, duration: 1, ease: 'none' }, plan.positions[i]));
  if (plan.fillAt !== null) {
    const colours: gsap.TweenVars = { duration: 1 };
    if (settings.svg_color) colours.fill = settings.svg_color;
    if (settings.svg_stroke) colours.stroke = settings.svg_stroke;
    timeline.to(strokes, colours, plan.fillAt);
  }
  if (mode !== 'viewport') timeline.duration(settings.frames);

  const onEnter = () => void timeline.play();
  const onLeave = () => void timeline.pause();
  if (mode === 'hover') {
    dom.svg.addEventListener('pointerenter', onEnter);
    dom.svg.addEventListener('pointerleave', onLeave);
  }
  return () => {
    dom.svg.removeEventListener('pointerenter', onEnter);
    dom.svg.removeEventListener('pointerleave', onLeave);
    timeline.scrollTrigger?.kill();
    timeline.kill();
  };
}
