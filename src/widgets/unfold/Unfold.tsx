import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { canFold, createFold } from '../../ui/fold';
import { onEachLayout } from '../../scheduling/layout';
import { createRestorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { useStore } from '../../runtime';
import { createLabelSwap, findUnfold } from './dom';
import { buttonLabel } from './logic';
import type { UnfoldSettings } from './settings';

/** The add-on's class on `.ha-unfold-data` for "shown in full" (its stylesheet drops the fade then). */
const SHOWN_CLASS = 'folded';

/**
 * Folds the server-printed content to the collapsed height of the current device and unfolds it on
 * a click of the button (a disclosure button), or while hovered with the hover trigger. The content,
 * which may hold other widgets, is only resized, never moved or re-created. Focus landing in the
 * folded part unfolds it, so keyboard visitors never tab into text they cannot see.
 */
export function Unfold({ container, settings, env }: WidgetProps<UnfoldSettings>) {
  const dom = useMemo(() => findUnfold(container), [container]);
  const [open, setOpen] = useState(false);
  /** The content's full height; null until the first layout after mounting. */
  const [fullHeight, setFullHeight] = useState<number | null>(null);
  const memory = useMemo(createRestorer, [dom]);
  const fold = useMemo(() => dom && createFold(dom.data, memory), [dom, memory]);
  const label = useMemo(() => dom?.button && createLabelSwap(dom.button), [dom]);
  const applied = useRef<boolean | null>(null);
  const measured = useRef(false);
  const animate = !useStore(reducedMotion) && !env.editMode;
  const hover = settings.trigger === 'hover';
  const collapsed = settings.fold_height;

  useEffect(() => {
    if (!dom) env.warn('no .ha-unfold-data > .ha-unfold-data-render found; nothing to fold');
    // Once, about the markup the widget mounted with.
  }, []);

  useLayoutEffect(
    () => () => {
      fold?.stop();
      label?.show(null);
      memory.restore();
      applied.current = null;
      measured.current = false;
    },
    [fold, label, memory],
  );

  // The full height is read right after each layout that changes the content's size (the first one
  // after mounting included), with every other widget's reads: read while mounting, it laid out the
  // whole page. The fold follows in the same rendering
  // update, before anything is painted.
  useLayoutEffect(() => {
    if (!dom) return;
    return onEachLayout(dom.render, {
      read: () => {
        const height = dom.data.scrollHeight;
        return () => flushSync(() => setFullHeight(height));
      },
      report: env.report,
    });
  }, [dom]);

  useLayoutEffect(() => {
    if (!dom || !fold) return;
    // Until the first layout tells the content's height, it is folded (as the premount stylesheet
    // folds it) without reading anything; that first fold and the one after it are not animated.
    const foldable = fullHeight === null || canFold(fullHeight, collapsed);
    const shut = foldable && !open;
    const moving = animate && measured.current && applied.current !== shut;
    fold.set(shut, collapsed, moving ? { duration: settings.transition_duration, easing: 'ease' } : null);
    applied.current = shut;
    measured.current = fullHeight !== null;
    memory.toggle(dom.data, SHOWN_CLASS, !shut);
    if (!dom.data.id) memory.attr(dom.data, 'id', `ha-unfold-data-${env.id}`);
    if (!dom.button) return;
    memory.attr(dom.button, 'type', 'button');
    memory.attr(dom.button, 'aria-controls', dom.data.id);
    memory.attr(dom.button, 'aria-expanded', String(!shut));
    // Content no taller than the collapsed height needs no button (the add-on hid it too).
    memory.attr(dom.button, 'hidden', foldable ? null : '');
    label?.show(buttonLabel(foldable && open, settings.fold_text, settings.fold_icon));
  }, [dom, fold, label, memory, env.id, open, fullHeight, collapsed, animate, settings.transition_duration, settings.fold_text, settings.fold_icon]);

  useEvent(dom?.button, 'click', () => setOpen((was) => !was), env.report);
  useEvent(hover ? dom?.data : null, 'mouseenter', () => setOpen(true), env.report);
  useEvent(hover ? dom?.data : null, 'mouseleave', () => setOpen(false), env.report);
  useEvent(dom?.data, 'focusin', () => setOpen(true), env.report);
  useEvent(
    hover ? dom?.data : null,
    'focusout',
    (event) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node && dom?.data.contains(next)) && !dom?.data.matches(':hover')) setOpen(false);
    },
    env.report,
  );

  return null;
}
