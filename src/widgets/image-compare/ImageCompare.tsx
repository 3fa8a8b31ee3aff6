import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../api-types';
import { createRestorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { findCompare, readHappySettings } from './dom';
import { movement, offsetForKey, percentFromPoint, sliderValue, valueText } from './logic';
import type { CompareSettings } from './settings';

/** Marks the mounted container; the stylesheet builds the comparison on it. */
const MOUNTED_CLASS = 'ha-compare';
/** twentytwenty's class while the handle moves with the pointer: labels hide, nothing eases. */
const MOVING_CLASS = 'active';
const OFFSET_VAR = '--ha-compare-offset';

/**
 * The twentytwenty structure on the server's own two images (kept, not re-loaded): the before image
 * stays in the flow and gives the box its size, the after image lies under it, and both are clipped
 * at the offset, a CSS percentage, so a late image or a resize never needs a re-measure (twentytwenty
 * sized everything in px, hence the add-on's resize 400 ms after the images loaded). The handle is a
 * WAI-ARIA slider; the overlay with the labels is decoration (the slider's value text says it).
 */
export function ImageCompare({ container, settings, env }: WidgetProps<CompareSettings>) {
  const dom = useMemo(() => findCompare(container), [container]);
  const memory = useMemo(createRestorer, [dom]);
  const [offset, setOffset] = useState(() => settings.default_offset_pct * 100);
  const [moving, setMoving] = useState(false);
  const [handle, setHandle] = useState<HTMLDivElement | null>(null);
  const dragBox = useRef<DOMRect | null>(null);
  const { orientation } = settings;
  const mode = movement(settings.move_handle);

  useEffect(() => {
    if (!dom) env.warn('no .twentytwenty-container with two images found; nothing to compare');
    else if (readHappySettings(container).problem) env.warn('data-happy-settings is not a JSON object; using defaults');
    // Once, about the markup the widget mounted with.
  }, []);

  useLayoutEffect(() => {
    if (!dom) return;
    memory.toggle(dom.box, MOUNTED_CLASS, true);
    memory.toggle(dom.before, 'twentytwenty-before', true);
    memory.toggle(dom.after, 'twentytwenty-after', true);
    for (const image of [dom.before, dom.after]) memory.attr(image, 'draggable', 'false');
    return () => memory.restore();
  }, [dom, memory]);

  useLayoutEffect(() => {
    if (!dom) return;
    memory.toggle(dom.box, 'twentytwenty-horizontal', orientation === 'horizontal');
    memory.toggle(dom.box, 'twentytwenty-vertical', orientation === 'vertical');
  }, [dom, memory, orientation]);

  useLayoutEffect(() => {
    if (!dom) return;
    memory.style(dom.box, OFFSET_VAR, `${offset}%`);
    memory.toggle(dom.box, MOVING_CLASS, moving);
  }, [dom, memory, offset, moving]);

  const moveTo = (event: MouseEvent, box: DOMRect) => {
    const next = percentFromPoint(event.clientX, event.clientY, box, orientation);
    if (next !== null) setOffset(next);
  };

  // Dragging the handle, with mouse, pen or touch (its touch-action leaves scrolling across it to the page).
  useEvent(
    handle,
    'pointerdown',
    (event) => {
      if (!dom || !handle || !event.isPrimary || event.button !== 0) return;
      event.preventDefault();
      handle.focus({ preventScroll: true });
      handle.setPointerCapture(event.pointerId);
      dragBox.current = dom.box.getBoundingClientRect();
      setMoving(true);
    },
    env.report,
  );
  useEvent(
    handle,
    'pointermove',
    (event) => {
      if (dragBox.current && handle?.hasPointerCapture(event.pointerId)) moveTo(event, dragBox.current);
    },
    env.report,
  );
  useEvent(
    handle,
    'lostpointercapture',
    () => {
      dragBox.current = null;
      setMoving(false);
    },
    env.report,
  );

  const hoverBox = mode.follow ? dom?.box : null;
  const isMouse = (event: PointerEvent) => event.pointerType === 'mouse' && !dragBox.current;
  useEvent(hoverBox, 'pointerenter', (event) => isMouse(event) && setMoving(true), env.report);
  useEvent(hoverBox, 'pointerleave', (event) => isMouse(event) && setMoving(false), env.report);
  useEvent(hoverBox, 'pointermove', (event) => isMouse(event) && dom && moveTo(event, dom.box.getBoundingClientRect()), env.report);

  useEvent(
    mode.clickToMove ? dom?.box : null,
    'click',
    (event) => {
      if (dom && !(event.target instanceof Node && handle?.contains(event.target))) moveTo(event, dom.box.getBoundingClientRect());
    },
    env.report,
  );

  useEvent(
    handle,
    'keydown',
    (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const next = offsetForKey(event.key, offset, orientation);
      if (next === null) return;
      event.preventDefault();
      setOffset(next);
    },
    env.report,
  );

  if (!dom) return null;
  const horizontal = orientation === 'horizontal';
  return createPortal(
    <>
      {!settings.no_overlay && (
        <div className="twentytwenty-overlay" aria-hidden="true">
          <div className="twentytwenty-before-label" data-content={settings.before_label} />
          <div className="twentytwenty-after-label" data-content={settings.after_label} />
        </div>
      )}
      <div
        ref={setHandle}
        className="twentytwenty-handle"
        role="slider"
        tabIndex={0}
        aria-label="Image comparison"
        aria-orientation={orientation}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(sliderValue(offset, orientation))}
        aria-valuetext={valueText(offset, settings.before_label, settings.after_label)}
      >
        <span className={horizontal ? 'twentytwenty-left-arrow' : 'twentytwenty-down-arrow'} />
        <span className={horizontal ? 'twentytwenty-right-arrow' : 'twentytwenty-up-arrow'} />
      </div>
    </>,
    dom.box,
  );
}
