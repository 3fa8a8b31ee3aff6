import { useEffect, useMemo } from 'react';
import type { WidgetEnv, WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { useStore } from '../../runtime';
import { findBox, type BoxDom } from './dom';
import { FlipMode } from './FlipMode';
import { FoldMode } from './FoldMode';
import { PeelMode } from './PeelMode';
import { ScratchMode } from './ScratchMode';
import type { AnimatedBoxSettings } from './settings';
import { useBox } from './use-box';

export interface ModeProps {
  dom: BoxDom;
  settings: AnimatedBoxSettings;
  env: WidgetEnv<AnimatedBoxSettings>;
  reduce: boolean;
}

/** In the editor the box is held on its back (flipped-stop) and nothing moves. */
function Held({ dom }: { dom: BoxDom }) {
  useBox(dom, 'flipped-stop', {});
  return null;
}

const MODES = { scratch: ScratchMode, fold: FoldMode, peel: PeelMode };

/** Enhances the server markup: a front face laid over a back face, revealed by the chosen event. */
export function AnimatedBox({ container, settings, env }: WidgetProps<AnimatedBoxSettings>) {
  const dom = useMemo(() => findBox(container), [container]);
  const reduce = useStore(reducedMotion);

  useEffect(() => {
    if (!dom) env.warn('no .ha-animated-box__box with a __front and a __back face found; nothing to do');
    // Once, about the markup the widget mounted with.
  }, []);

  if (!dom) return null;
  if (env.editMode) return <Held dom={dom} />;
  const mode = settings.switchEventType;
  const Mode = mode === 'scratch' || mode === 'fold' || mode === 'peel' ? MODES[mode] : FlipMode;
  return <Mode key={mode} dom={dom} settings={settings} env={env} reduce={reduce} />;
}
