import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '../../api-types';
import { useStore } from '../../runtime';
import { reducedMotion } from '../../services/device';
import { createRestorer } from '../../ui/restorer';
import { findSvgDraw } from './dom';
import type { SvgDrawSettings } from './settings';
import { startLate } from '../../ui/start-late';

/**
 * The add-on's SVG draw on its server markup: the strokes draw themselves (or erase, reversed) when
 * scrolled to (automatic), along with scrolling (viewport) or while pointed at (hover). The SVG
 * stays as printed with reduced motion, in the editor and with drawing off.
 */
export function SvgDraw({ element, container, settings, env }: WidgetProps<SvgDrawSettings>) {
  const dom = useMemo(() => findSvgDraw(element, container), [element, container]);
  const reduce = useStore(reducedMotion);
  const draws = !!dom && dom.animated && dom.strokes.length > 0 && !reduce && !env.editMode;

  useEffect(() => {
    if (!draws || !dom) return;
    const restorer = createRestorer();
    restorer.snapshot(...dom.strokes);
    // Ready once the strokes are in their first state.
    const stop = startLate(() => import('./draw').then(({ startDrawing }) => () => startDrawing(element, dom, settings)), env);
    return () => {
      stop();
      restorer.restore();
    };
  }, [draws, dom, settings]);

  return null;
}
