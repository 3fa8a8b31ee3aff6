import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetEnv } from '../../api-types';
import { createEmbedPlayer } from './embed';
import type { EmbedSource } from './logic';
import { announcePlay, claimPlayback, joinPlayback } from './playback';
import { EMPTY_STATE, nativePlayer, type MediaPlayer, type MediaState } from './player';

/** Where the sound or picture comes from: a printed media element, or a provider's video made on the first play. */
export type PlayerSource = { media: HTMLMediaElement } | (EmbedSource & { host: HTMLElement });

export interface PlayerOptions {
  /** The widget wrapper, from which `ha:media-play` bubbles. */
  element: HTMLElement;
  env: WidgetEnv<unknown>;
  kind: 'video' | 'audio';
  title: string;
  /** Starts muted. */
  muted: boolean;
  /** The volume it starts at (0 to 1); the element's own when absent. */
  volume?: number;
  /** Whether a provider shows its own controls (when the widget shows none). */
  providerControls: boolean;
}

export interface PlayerHandle {
  state: MediaState;
  /** The provider's player is being made. */
  busy: boolean;
  /** The provider's player could not be made (its API did not load). */
  failed: boolean;
  /** Whether playback has started at least once. */
  started: boolean;
  play(): void;
  pause(): void;
  toggle(): void;
  seek(seconds: number): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
}

/**
 * One player of the page: its state for the controls, one player at a time, `ha:media-play` on
 * each start. A provider's player (and its API) is made only when first asked to play.
 */
export function usePlayer(source: PlayerSource, options: PlayerOptions): PlayerHandle {
  const native = 'media' in source ? source.media : null;
  const initial = useMemo(() => (native ? nativePlayer(native) : null), [native]);
  const [player, setPlayer] = useState<MediaPlayer | null>(initial);
  const [state, setState] = useState<MediaState>(() => initial?.state() ?? { ...EMPTY_STATE, muted: options.muted, volume: options.volume ?? 1 });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [started, setStarted] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const wantsPlay = useRef(false);
  const creating = useRef(false);

  // The start volume and muting, once per element.
  useEffect(() => {
    if (!native) return;
    if (options.volume !== undefined) native.volume = options.volume;
    if (options.muted) native.muted = true;
  }, [native]);

  useEffect(() => {
    if (!player) return;
    // Muted players (background loops) neither pause others nor are paused: only sound competes.
    const self = { playing: () => !player.state().paused && !player.state().muted, pause: () => player.pause() };
    const leave = joinPlayback(self);
    // A provider's player may be playing before this runs (asked to at once when made): that counts as a start.
    let wasPaused = true;
    let wasAudible = false;
    const onChange = () => {
      const now = player.state();
      setState(now);
      const audible = !now.paused && !now.muted;
      if (audible && !wasAudible) claimPlayback(self);
      if (wasPaused && !now.paused) {
        setStarted(true);
        const { element, env, kind, title } = latest.current;
        announcePlay(element, {
          type: env.type,
          id: env.id,
          kind,
          provider: native ? 'native' : (source as EmbedSource).provider,
          source: native ? native.currentSrc || native.src : (source as EmbedSource).id,
          title,
        });
      }
      wasPaused = now.paused;
      wasAudible = audible;
    };
    const stop = player.subscribe(onChange);
    onChange();
    return () => {
      stop();
      leave();
    };
  }, [player]);

  // A provider's player goes with the widget; a printed element stays as printed.
  useEffect(() => () => void (player !== initial && player?.destroy()), [player]);

  const play = useCallback(() => {
    if (player) return player.play();
    if (native || creating.current) return void (wantsPlay.current = true);
    const { env, muted, volume, providerControls } = latest.current;
    const embed = source as EmbedSource & { host: HTMLElement };
    creating.current = true;
    wantsPlay.current = true;
    setBusy(true);
    setFailed(false);
    createEmbedPlayer(embed.host, embed, { nonce: env.config.cspNonce, muted, controls: providerControls })
      .then((made) => {
        if (volume !== undefined) made.setVolume(volume);
        setPlayer(made);
        if (wantsPlay.current) made.play();
      })
      .catch((error) => {
        setFailed(true);
        env.report(error);
      })
      .finally(() => {
        creating.current = false;
        setBusy(false);
      });
  }, [player, native, source]);

  const pause = useCallback(() => {
    wantsPlay.current = false;
    player?.pause();
  }, [player]);

  return {
    state,
    busy,
    failed,
    started,
    play,
    pause,
    toggle: () => (player && !state.paused ? pause() : play()),
    seek: (seconds) => player?.seek(seconds),
    setVolume(volume) {
      if (!player) return;
      player.setVolume(volume);
      if (volume > 0 && player.state().muted) player.setMuted(false);
    },
    setMuted: (muted) => player?.setMuted(muted),
  };
}
