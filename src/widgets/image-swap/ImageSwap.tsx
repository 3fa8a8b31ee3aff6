import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { isActivationKey } from '../../ui/keys';
import { createRestorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { CHANGED, findImageSwap, imageAlts, serverSwapped } from './dom';
import { clickValue, isHoverSwapped, swapLabel, type HoverState, type Trigger } from './logic';
import type { ImageSwapSettings } from './settings';

const RESTING: HoverState = { pointer: false, focus: false, tap: false };

/**
 * Shows the second image by the add-on's own state (`data-click` or `changed`), which its stylesheet
 * animates. click: the box is a toggle button (click, Enter, Space; aria-pressed). hover: a mouse over
 * it, the keyboard focus on it, or a tap shows the second image.
 */
export function ImageSwap({ container, settings, env }: WidgetProps<ImageSwapSettings>) {
  const dom = useMemo(() => findImageSwap(container), [container]);
  const trigger: Trigger = dom?.layout === 'slide' ? 'click' : settings.swip_trigger;
  const [pressed, setPressed] = useState(() => !!dom && serverSwapped(dom));
  const [hover, setHover] = useState(RESTING);
  const restorer = useMemo(createRestorer, [dom]);
  const touch = useRef(false);
  const swapped = trigger === 'click' ? pressed : isHoverSwapped(hover);

  // Once, about the markup the widget mounted with.
  useEffect(() => {
    if (!dom) env.warn('no .ha-image-swap-wrapper or .ha-image-swap-ctn > .ha-image-swap-insider found; nothing to swap');
  }, []);

  useLayoutEffect(() => {
    if (!dom) return;
    restorer.attr(dom.root, 'role', trigger === 'click' ? 'button' : 'img');
    restorer.attr(dom.root, 'tabindex', '0');
    restorer.attr(dom.root, 'aria-label', swapLabel(imageAlts(dom), trigger));
    // The box speaks for its images, which the add-on prints without alt text.
    for (const img of dom.root.querySelectorAll('img')) restorer.attr(img, 'aria-hidden', 'true');
    return () => restorer.restore();
  }, [dom, trigger, restorer]);

  useLayoutEffect(() => {
    if (!dom) return;
    if (dom.layout === 'slide') restorer.toggle(dom.insider!, CHANGED, swapped);
    else restorer.attr(dom.root, 'data-click', clickValue(swapped));
    restorer.attr(dom.root, 'aria-pressed', trigger === 'click' ? String(swapped) : null);
  }, [dom, trigger, swapped, restorer]);

  const set = (key: keyof HoverState, value: boolean) => setHover((state) => (state[key] === value ? state : { ...state, [key]: value }));
  const root = dom?.root;

  useEvent(root, 'pointerdown', (event) => (touch.current = event.pointerType === 'touch'), env.report);

  useEvent(
    root,
    'click',
    () => {
      if (trigger === 'click') setPressed((on) => !on);
      // A tap has no hover to end it: it shows the second image, the next tap the first again.
      else if (touch.current) setHover((state) => ({ ...state, tap: !state.tap }));
    },
    env.report,
  );

  useEvent(
    trigger === 'click' ? root : null,
    'keydown',
    (event) => {
      if (!isActivationKey(event.key) || event.target !== root) return;
      event.preventDefault();
      setPressed((on) => !on);
    },
    env.report,
  );

  const hovering = trigger === 'hover' ? root : null;
  useEvent(hovering, 'pointerenter', (event) => event.pointerType !== 'touch' && set('pointer', true), env.report);
  useEvent(hovering, 'pointerleave', (event) => event.pointerType !== 'touch' && set('pointer', false), env.report);
  // Keyboard focus only: a mouse click also focuses the box, and must not keep it swapped after the mouse leaves.
  useEvent(hovering, 'focusin', () => set('focus', !!root?.matches(':focus-visible')), env.report);
  useEvent(hovering, 'focusout', () => set('focus', false), env.report);

  return null;
}
