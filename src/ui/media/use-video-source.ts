import { useEffect, useMemo } from 'react';
import { readSource } from './source';
import type { PlayerSource } from './use-player';

/**
 * A video widget's parts (`find` reads them from its container) and what plays in it: a printed
 * `<video>`, or a provider named by `data-plyr-provider` and `data-plyr-embed-id`. Warns once when
 * the parts are there but name no video.
 */
export function useVideoSource<Dom extends { media: HTMLElement }>(
  container: HTMLElement,
  find: (container: HTMLElement) => Dom | null,
  env: { warn(message: string): void },
): { dom: Dom | null; source: PlayerSource | null } {
  const dom = useMemo(() => find(container), [container]);
  const source = useMemo(() => (dom ? readSource(dom.media) : null), [dom]);
  useEffect(() => {
    if (dom && !source) env.warn('the player names no video (a <video>, or data-plyr-provider youtube or vimeo with data-plyr-embed-id)');
  }, []);
  return { dom, source };
}
