import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { createRestorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { useStore } from '../../runtime';
import { findFlipBox } from './dom';
import { FRONT_UP, hiddenFace, isFlipped, TAP_EXEMPT, type FlipState } from './logic';

const FLIP = 'flip';
const STILL = 'ha-flip-box--still';

/**
 * Turns the box over (`flip` on `.ha-flip-box-inner`) while a mouse is over it, while the keyboard
 * focus is in it (the box itself is a tab stop, so the back and its links can be reached), or after a
 * tap until the next tap. The hidden face is inert. With reduced motion, and in the editor, it
 * turns at once.
 */
export function FlipBox({ container, env }: WidgetProps<unknown>) {
  const dom = useMemo(() => findFlipBox(container), [container]);
  const reduce = useStore(reducedMotion);
  const [state, setState] = useState(FRONT_UP);
  const restorer = useMemo(createRestorer, [dom]);
  const touch = useRef(false);
  const flipped = isFlipped(state);

  // Once, about the markup the widget mounted with.
  useEffect(() => {
    if (!dom) env.warn('no .ha-flip-box-inner with a front and a back face found; nothing to flip');
  }, []);

  useLayoutEffect(() => {
    if (!dom) return;
    const { inner, heading } = dom;
    restorer.attr(inner, 'tabindex', '0');
    restorer.attr(inner, 'role', 'group');
    if (heading) {
      if (!heading.id) restorer.attr(heading, 'id', `ha-flip-box-title-${env.id}`);
      restorer.attr(inner, 'aria-labelledby', heading.id);
    }
    return () => restorer.restore();
  }, [dom, env.id, restorer]);

  useLayoutEffect(() => {
    if (dom) restorer.toggle(dom.box, STILL, reduce || env.editMode);
  }, [dom, reduce, env.editMode, restorer]);

  useLayoutEffect(() => {
    if (!dom) return;
    restorer.toggle(dom.inner, FLIP, flipped);
    const hidden = hiddenFace(flipped);
    for (const face of ['front', 'back'] as const) {
      restorer.attr(dom[face], 'inert', face === hidden ? '' : null);
      restorer.attr(dom[face], 'aria-hidden', face === hidden ? 'true' : null);
    }
  }, [dom, flipped, restorer]);

  const set = (key: keyof FlipState, value: boolean) => setState((s) => (s[key] === value ? s : { ...s, [key]: value }));
  const inner = dom?.inner;

  useEvent(inner, 'pointerenter', (event) => event.pointerType !== 'touch' && set('pointer', true), env.report);
  useEvent(inner, 'pointerleave', (event) => event.pointerType !== 'touch' && set('pointer', false), env.report);
  useEvent(inner, 'pointerdown', (event) => (touch.current = event.pointerType === 'touch'), env.report);

  useEvent(
    inner,
    'click',
    (event) => {
      if (!touch.current) return;
      const control = event.target instanceof Element ? event.target.closest(TAP_EXEMPT) : null;
      if (!control || !inner?.contains(control)) setState((s) => ({ ...s, tap: !s.tap }));
    },
    env.report,
  );

  // A tap elsewhere on the page turns a tapped box back.
  useEvent(
    state.tap ? document : null,
    'pointerdown',
    (event) => {
      if (event.target instanceof Node && !inner?.contains(event.target)) set('tap', false);
    },
    env.report,
  );

  // Keyboard focus only: a click also focuses the box, and must not keep it turned after the mouse leaves.
  useEvent(inner, 'focusin', (event) => set('focus', event.target instanceof Element && event.target.matches(':focus-visible')), env.report);
  useEvent(
    inner,
    'focusout',
    (event) => {
      if (!(event.relatedTarget instanceof Node && inner?.contains(event.relatedTarget))) set('focus', false);
    },
    env.report,
  );

  return null;
}
