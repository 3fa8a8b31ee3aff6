// The countdown's clock: ticks every second towards its target and, at zero, performs the expire
// plan (end block, hiding, redirect, restart) or rolls an endless countdown forward.
import { useEffect, useState } from 'react';
import type { WidgetEnv } from '../../api-types';
import { readStored, writeStored } from '../../services/storage';
import {
  TICK_MS,
  firstTarget,
  nextEndlessTarget,
  planForEndAction,
  planForExpireActions,
  safeRedirectUrl,
  secondsLeft,
  type ExpirePlan,
} from './logic';
import type { CountdownMarkup } from './markup';
import type { CountdownSettings } from './settings';

export interface CountdownState {
  /** Seconds left, 0 once the time is up or when there is no readable date. */
  left: number;
  hasTarget: boolean;
  /** The plan carried out at zero; null before. */
  ended: ExpirePlan | null;
  /** Text for the polite live region; set only when the end comes while the visitor is here. */
  announcement: string;
}

export const evergreenKey = (id: string) => `ha-countdown-evergreen-${id}`;

export function useCountdown(
  markup: CountdownMarkup,
  settings: CountdownSettings,
  env: WidgetEnv<CountdownSettings>,
): CountdownState {
  const isB = markup.variant === 'b';
  const [start] = useState(() =>
    firstTarget(markup.variant, settings, isB && settings.type === 'evergreen' ? readStored(evergreenKey(env.id)) : undefined, Date.now()),
  );
  const [target, setTarget] = useState(start.target);
  const [now, setNow] = useState(Date.now);
  const [ended, setEnded] = useState<ExpirePlan | null>(null);
  const [stopped, setStopped] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (start.store) writeStored(evergreenKey(env.id), start.store);
  }, [start, env.id]);

  useEffect(() => {
    if (target === null || stopped) return;

    const redirect = () => {
      if (env.editMode) return;
      const url = safeRedirectUrl(isB ? settings.expireRedirectUrl : settings.redirectLink, window.location.href);
      if (url) window.location.replace(url);
      else env.warn('the countdown ended but has no redirect address');
    };

    const expire = (time: number, live: boolean) => {
      if (isB && settings.type === 'endless') {
        setTarget(nextEndlessTarget(target, settings.restartInterval, time));
        return;
      }
      const plan = isB ? planForExpireActions(settings.expireActions) : planForEndAction(settings.endAction, markup.hasEnd);
      setEnded(plan);
      if (plan.showEnd && live && markup.endText) setAnnouncement(markup.endText);
      if (plan.redirect) redirect();
      if (!plan.restart) {
        setStopped(true);
        return;
      }
      const next = time + settings.restartInterval * 1000;
      // A restarted evergreen countdown keeps its new round across reloads.
      if (settings.type === 'evergreen') writeStored(evergreenKey(env.id), { dueDate: next, interval: settings.evergreenInterval });
      setTarget(next);
    };

    let live = false;
    const tick = () => {
      try {
        const time = Date.now();
        setNow(time);
        if (time >= target) expire(time, live);
      } catch (error) {
        env.report(error);
      }
      live = true;
    };
    // Right away too: a countdown already past its date ends on mount.
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
    // Settings are the same on every device; the clock restarts only for a new target.
  }, [target, stopped]);

  return {
    left: target === null ? 0 : secondsLeft(target, now),
    hasTarget: target !== null,
    ended,
    announcement,
  };
}
