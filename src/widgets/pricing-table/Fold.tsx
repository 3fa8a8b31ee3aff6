import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createRestorer, type Restorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { itemTops, type FoldParts } from './dom';
import { canFold, hiddenItems, timingFunction, type Easing } from './logic';

export interface FoldOptions {
  collapsed: number;
  unfoldDuration: number;
  foldDuration: number;
  easing: Easing;
  animate: boolean;
}

/**
 * The feature list folded to its collapsed height, and the server's fold button as a disclosure
 * button for it. Items the fold hides entirely are inert, so neither Tab nor a screen reader lands
 * in text nobody can see.
 */
export function Fold({ parts, options, onError }: { parts: FoldParts; options: FoldOptions; onError(error: unknown): void }) {
  const [folded, setFolded] = useState(true);
  const memory = useMemo(createRestorer, [parts]);
  const applied = useRef<boolean | null>(null);
  const animation = useRef<Animation | undefined>(undefined);

  useLayoutEffect(
    () => () => {
      animation.current?.cancel();
      memory.restore();
      applied.current = null;
    },
    [memory],
  );

  useLayoutEffect(() => {
    const animate = options.animate && applied.current !== null && applied.current !== folded;
    animation.current = applyFold(parts, memory, folded, options, animate, animation.current);
    applied.current = folded;
  }, [parts, memory, folded, options.collapsed, options.unfoldDuration, options.foldDuration, options.easing, options.animate]);

  useEvent(parts.button, 'click', () => setFolded((value) => !value), onError);
  return null;
}

let counter = 0;

function applyFold(
  { list, button, label }: FoldParts,
  memory: Restorer,
  folded: boolean,
  options: FoldOptions,
  animate: boolean,
  running: Animation | undefined,
): Animation | undefined {
  const from = list.getBoundingClientRect().height;
  running?.cancel();
  const foldable = canFold(list.scrollHeight, options.collapsed);
  const shut = folded && foldable;

  if (!list.id) memory.attr(list, 'id', `ha-pricing-table-features-${++counter}`);
  memory.attr(button, 'aria-controls', list.id);
  memory.attr(button, 'aria-expanded', String(!folded));
  memory.attr(button, 'hidden', foldable ? null : '');
  const text = folded ? button.dataset.unfoldText : button.dataset.foldText;
  if (text) memory.text(label, text);

  memory.style(list, 'height', shut ? `${options.collapsed}px` : 'auto');
  memory.style(list, 'overflow', shut ? 'hidden' : 'visible');
  const hidden = shut ? hiddenItems(itemTops(list), options.collapsed) : [];
  [...list.children].forEach((item, index) => memory.attr(item, 'inert', hidden[index] ? '' : null));

  const to = list.getBoundingClientRect().height;
  if (!animate || from === to || typeof list.animate !== 'function') return undefined;
  memory.style(list, 'overflow', 'hidden');
  const animation = list.animate([{ height: `${from}px` }, { height: `${to}px` }], {
    duration: folded ? options.foldDuration : options.unfoldDuration,
    easing: timingFunction(options.easing),
  });
  animation.onfinish = () => {
    if (!shut) memory.style(list, 'overflow', 'visible');
  };
  return animation;
}
