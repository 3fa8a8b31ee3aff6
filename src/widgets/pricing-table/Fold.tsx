import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { canFold, createFold, type Fold as HeightFold } from '../../ui/fold';
import { createRestorer, type Restorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { itemTops, type FoldParts } from './dom';
import { hiddenItems, timingFunction, type Easing } from './logic';

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
  const fold = useMemo(() => createFold(parts.list, memory), [parts, memory]);
  const applied = useRef<boolean | null>(null);

  useLayoutEffect(
    () => () => {
      fold.stop();
      memory.restore();
      applied.current = null;
    },
    [fold, memory],
  );

  useLayoutEffect(() => {
    const animate = options.animate && applied.current !== null && applied.current !== folded;
    applyFold(parts, memory, fold, folded, options, animate);
    applied.current = folded;
  }, [parts, memory, fold, folded, options.collapsed, options.unfoldDuration, options.foldDuration, options.easing, options.animate]);

  useEvent(parts.button, 'click', () => setFolded((value) => !value), onError);
  return null;
}

let counter = 0;

function applyFold(
  { list, button, label }: FoldParts,
  memory: Restorer,
  fold: HeightFold,
  folded: boolean,
  options: FoldOptions,
  animate: boolean,
): void {
  const foldable = canFold(list.scrollHeight, options.collapsed);
  const shut = folded && foldable;

  if (!list.id) memory.attr(list, 'id', `ha-pricing-table-features-${++counter}`);
  memory.attr(button, 'aria-controls', list.id);
  memory.attr(button, 'aria-expanded', String(!folded));
  memory.attr(button, 'hidden', foldable ? null : '');
  const text = folded ? button.dataset.unfoldText : button.dataset.foldText;
  if (text) memory.text(label, text);

  const duration = folded ? options.foldDuration : options.unfoldDuration;
  fold.set(shut, options.collapsed, animate ? { duration, easing: timingFunction(options.easing) } : null);
  const hidden = shut ? hiddenItems(itemTops(list), options.collapsed) : [];
  [...list.children].forEach((item, index) => memory.attr(item, 'inert', hidden[index] ? '' : null));
}
