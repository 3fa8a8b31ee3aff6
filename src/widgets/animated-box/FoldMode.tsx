import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useEvent } from '../../ui/use-event';
import type { ModeProps } from './AnimatedBox';
import { isControl } from './dom';
import { FOLD_COLUMNS, FOLD_ROWS, foldAngle, foldGone, foldPlan, foldTransform } from './fold';
import { RevealButton } from './RevealButton';
import { useBox, useControls, useFocusBack } from './use-box';

/** A look-alike of the front for one panel: a copy shifted so the panel shows its own part. */
function panelPicture(front: HTMLElement, left: number, top: number, width: number, height: number): HTMLElement {
  const copy = front.cloneNode(true) as HTMLElement;
  for (const element of [copy, ...copy.querySelectorAll('[id]')]) element.removeAttribute('id');
  Object.assign(copy.style, {
    position: 'absolute',
    inset: 'auto',
    left: `${-left}px`,
    top: `${-top}px`,
    width: `${width}px`,
    height: `${height}px`,
    margin: '0',
    transform: 'none',
    transition: 'none',
  });
  return copy;
}

/**
 * Paper fold: a click, tap or the "Reveal" button cuts the front into 5 × 5 panels that fold away
 * in the fold direction (Web Animations, 500 ms in all); once every panel is past 89.5° the front
 * is gone and the back stays.
 */
export function FoldMode({ dom, settings, env, reduce }: ModeProps) {
  const [state, setState] = useState<'front' | 'flipped'>('front');
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const folding = size !== null && state === 'front';
  const restorer = useBox(dom, state, { 'ha-animated-box--fold': true, 'ha-animated-box--folding': folding });
  const focusBack = useFocusBack(dom, state, restorer);
  const host = useControls(dom.box);
  const panels = useRef<HTMLDivElement>(null);
  const direction = settings.paperFoldDirection;

  const fold = () => {
    if (state !== 'front' || size) return;
    if (reduce) setState('flipped');
    else setSize({ width: dom.front.offsetWidth, height: dom.front.offsetHeight });
  };

  useEvent(state === 'front' ? dom.box : null, 'click', (event) => !isControl(event.target, dom.box) && fold(), env.report);

  useEffect(() => {
    if (!folding || !panels.current) return;
    const plan = foldPlan(direction);
    const animations = [...panels.current.children].map((panel, i) => {
      const { row, column, delay, duration, origin } = plan[i];
      const left = (column * size.width) / FOLD_COLUMNS;
      const top = (row * size.height) / FOLD_ROWS;
      panel.append(panelPicture(dom.front, left, top, size.width, size.height));
      (panel as HTMLElement).style.transformOrigin = origin;
      return panel.animate(
        [
          { transform: foldTransform(direction, 0), filter: 'brightness(1)' },
          { transform: foldTransform(direction, 90), filter: 'brightness(0.6)' },
        ],
        { delay, duration, easing: 'ease-in', fill: 'forwards' },
      );
    });
    let frame = 0;
    const watch = () => {
      const angles = animations.map((animation) => foldAngle(animation.effect?.getComputedTiming().progress));
      if (foldGone(angles)) setState('flipped');
      else frame = requestAnimationFrame(watch);
    };
    frame = requestAnimationFrame(watch);
    return () => {
      cancelAnimationFrame(frame);
      for (const animation of animations) animation.cancel();
    };
  }, [folding]);

  return createPortal(
    <>
      {state === 'front' && <RevealButton focusBack={focusBack} onReveal={fold} />}
      {folding && (
        <div ref={panels} className="ha-animated-box__panels" aria-hidden="true">
          {Array.from({ length: FOLD_ROWS * FOLD_COLUMNS }, (_, i) => {
            const row = Math.floor(i / FOLD_COLUMNS);
            const column = i % FOLD_COLUMNS;
            return (
              <div
                key={i}
                className="ha-animated-box__panel"
                style={{
                  left: (column * size.width) / FOLD_COLUMNS,
                  top: (row * size.height) / FOLD_ROWS,
                  width: size.width / FOLD_COLUMNS,
                  height: size.height / FOLD_ROWS,
                }}
              />
            );
          })}
        </div>
      )}
    </>,
    host,
  );
}
