import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../api-types';
import { PlayerControls, mediaTitle, usePlayer, useTouchOnly, volumeFraction } from '../../ui/media';
import { createRestorer } from '../../ui/restorer';
import type { AudioSettings } from './settings';

export const MEDIA = 'audio.ha-audio-player-media';

/** The printed `<audio>` keeps playing the sound; our bar takes the place of the browser's controls. */
export function AudioPlayer({ container, element, settings, env }: WidgetProps<AudioSettings>) {
  const audio = useMemo(() => container.querySelector<HTMLAudioElement>(MEDIA), [container]);
  return audio ? <Player audio={audio} element={element} settings={settings} env={env} /> : null;
}

interface PlayerProps extends Pick<WidgetProps<AudioSettings>, 'element' | 'settings' | 'env'> {
  audio: HTMLAudioElement;
}

function Player({ audio, element, settings, env }: PlayerProps) {
  const restorer = useMemo(createRestorer, [audio]);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const title = useMemo(() => mediaTitle(audio, 'audio'), [audio]);
  const source = useMemo(() => ({ media: audio }), [audio]);
  const touchOnly = useTouchOnly();
  const player = usePlayer(source, {
    element,
    env,
    kind: 'audio',
    title,
    muted: settings.muted,
    volume: volumeFraction(settings.startVolume),
    providerControls: false,
  });

  useEffect(() => {
    if (!audio.currentSrc && !audio.src && !audio.querySelector('source[src]')) env.warn('the <audio> has no source');
  }, []);

  useLayoutEffect(() => {
    if (!settings.controls) return;
    const bar = restorer.create('div', 'ha-audio-player-controls');
    // Its attributes come back in their printed order.
    restorer.snapshot(audio);
    restorer.attr(audio, 'controls', null);
    restorer.attr(audio, 'hidden', '');
    audio.after(bar);
    setHost(bar);
    return () => {
      setHost(null);
      restorer.restore();
    };
  }, [audio, restorer, settings.controls]);

  return host
    ? createPortal(
        <PlayerControls
          title={title}
          player={player}
          volume={!(settings.hideVolumeOnTouchDevices && touchOnly)}
          volumeBar={settings.hasVolumeBar}
          volumeOrientation={settings.audioVolume}
        />,
        host,
      )
    : null;
}
