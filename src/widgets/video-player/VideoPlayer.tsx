import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../api-types';
import { PlayerControls, useVideoBasics, useAutoplay, usePlayer, useOverlay, useVideoSource, type PlayerSource } from '../../ui/media';
import { PauseToggle } from '../../ui/pause-toggle';
import { useEvent } from '../../ui/use-event';
import { findVideo, type VideoDom } from './dom';
import type { VideoSettings } from './settings';

export function VideoPlayer({ container, element, settings, env }: WidgetProps<VideoSettings>) {
  const { dom, source } = useVideoSource(container, findVideo, env);
  return dom && source ? <Player dom={dom} source={source} element={element} settings={settings} env={env} /> : null;
}

interface PlayerProps extends Pick<WidgetProps<VideoSettings>, 'element' | 'settings' | 'env'> {
  dom: VideoDom;
  source: PlayerSource;
}

function Player({ dom, source, element, settings, env }: PlayerProps) {
  const { restorer, host, setHost, title, autoplay, native } = useVideoBasics(dom.media, source, settings.autoplay, env.editMode);
  const played = usePlayer(source, { element, env, kind: 'video', title, muted: autoplay, providerControls: !settings.controls });
  // The visitor's actions (controls, poster, click) end autoplay; until then it plays while on screen.
  const player = useAutoplay(played, autoplay, dom.box);
  const overlay = settings.overlay ? dom.overlay : null;

  useLayoutEffect(() => {
    restorer.addClass(dom.box, 'ha-video-player--mounted');
    if (native) {
      restorer.snapshot(native);
      // Ours replace the browser's; with none, the video is a picture that a click or the pause button plays.
      restorer.attr(native, 'controls', null);
      if (autoplay) restorer.attr(native, 'muted', '');
    }
    if (dom.overlay && !overlay) restorer.attr(dom.overlay, 'hidden', '');
    // Without the bar, a pause button still lets anyone stop the moving picture (WCAG 2.2.2).
    const bar = restorer.create('div', settings.controls ? 'ha-video-player-controls' : 'ha-pause-toggle__control');
    dom.box.append(bar);
    setHost(bar);
    return () => {
      setHost(null);
      restorer.restore();
    };
  }, [dom, restorer, native, overlay, settings.controls]);

  useLayoutEffect(() => {
    // The provider's own player takes the place of the printed link.
    // (It comes back when the provider's player could not be made.)
    if (dom.fallback) restorer.attr(dom.fallback, 'hidden', player.busy || (player.started && !player.failed) || player.state.duration ? '' : null);
  }, [dom, restorer, player.busy, player.started, player.failed, player.state.duration]);

  useLayoutEffect(() => {
    // While the poster covers the video, it is the one play button; the bar under it waits.
    if (host) restorer.attr(host, 'hidden', overlay && !player.started ? '' : null);
  }, [host, restorer, overlay, player.started]);


  useOverlay(overlay, title, player.started, player.play, restorer, env.report);
  useEvent(settings.controls ? null : native, 'click', player.toggle, env.report);

  if (!host) return null;
  if (!settings.controls) return createPortal(<PauseToggle paused={player.state.paused} name={title} onToggle={player.toggle} />, host);
  return createPortal(<PlayerControls title={title} player={player} volume volumeBar />, host);
}
