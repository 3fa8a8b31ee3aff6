import { useMemo, useState } from 'react';
import { useStore } from '../../runtime';
import { reducedMotion } from '../../services/device';
import { createRestorer } from '../restorer';
import { mediaTitle } from './source';
import type { PlayerSource } from './use-player';

/**
 * What a video widget starts from: its restorer, the element its controls render into (set once
 * made), its title, whether it autoplays (never in the editor or with reduced motion) and the
 * printed `<video>` when it plays one.
 */
export function useVideoBasics(media: HTMLElement, source: PlayerSource, wantsAutoplay: boolean, editMode: boolean) {
  const restorer = useMemo(createRestorer, [media]);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const title = useMemo(() => mediaTitle(media, 'video'), [media]);
  const reduce = useStore(reducedMotion);
  const autoplay = wantsAutoplay && !editMode && !reduce;
  const native = 'media' in source ? source.media : null;
  return { restorer, host, setHost, title, autoplay, native };
}
