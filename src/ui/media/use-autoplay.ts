import { useEffect, useState } from 'react';
import { useOnScreen } from '../on-screen';
import type { PlayerHandle } from './use-player';

/**
 * Autoplay that plays only while `watched` is on screen (motion nobody sees holds), until the
 * visitor takes over. Returns the player for the visitor's own actions: any of them ends autoplay.
 */
export function useAutoplay(player: PlayerHandle, enabled: boolean, watched: Element): PlayerHandle {
  const [auto, setAuto] = useState(true);
  const onScreen = useOnScreen(watched);
  useEffect(() => {
    if (!enabled || !auto) return;
    if (onScreen) player.play();
    else if (player.started) player.pause();
  }, [enabled, auto, onScreen]);
  const mine = <A extends unknown[]>(action: (...args: A) => void) => (...args: A) => {
    setAuto(false);
    action(...args);
  };
  return {
    ...player,
    play: mine(player.play),
    pause: mine(player.pause),
    toggle: mine(player.toggle),
    seek: mine(player.seek),
    setVolume: mine(player.setVolume),
    setMuted: mine(player.setMuted),
  };
}
