import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import { createRestorer } from '../../ui/restorer';
import { useEvent } from '../../ui/use-event';
import { useStore } from '../../runtime';
import { findCreativeButton } from './dom';
import { magneticOffset, px } from './logic';
import type { CreativeButtonSettings } from './settings';

/**
 * The magnetic pull: while a mouse or pen moves over the wrapper, the button follows it; it goes back
 * to rest when the pointer leaves. It moves through the CSS `translate` property, so the effect
 * classes' own `transform` animations still play. Off with reduced motion and in the editor.
 */
export function CreativeButton({ container, settings, env }: WidgetProps<CreativeButtonSettings>) {
  const dom = useMemo(() => findCreativeButton(container), [container]);
  const reduce = useStore(reducedMotion);
  const restorer = useMemo(createRestorer, [dom]);
  const frame = useRef(0);
  const magnetic = !!dom && settings.magnetic && !reduce && !env.editMode;

  // Once, about the markup the widget mounted with.
  useEffect(() => {
    if (!dom) env.warn('no .ha-creative-btn-wrap > a.ha-creative-btn found; nothing to move');
  }, []);

  useLayoutEffect(() => {
    if (!magnetic) return;
    return () => {
      cancelAnimationFrame(frame.current);
      restorer.restore();
    };
  }, [magnetic, restorer]);

  // The only change is the translate: resting is putting the server's style back.
  const rest = () => {
    cancelAnimationFrame(frame.current);
    restorer.restore();
  };

  useEvent(
    magnetic ? dom?.wrap : null,
    'pointermove',
    (event) => {
      if (event.pointerType === 'touch' || !dom) return;
      const { clientX, clientY } = event;
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => {
        try {
          const shift = magneticOffset(clientX, clientY, dom.wrap.getBoundingClientRect());
          restorer.style(dom.button, 'translate', `${px(shift.x)} ${px(shift.y)}`);
        } catch (error) {
          env.report(error);
        }
      });
    },
    env.report,
  );

  useEvent(magnetic ? dom?.wrap : null, 'pointerleave', rest, env.report);

  return null;
}
