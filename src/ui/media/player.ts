// One interface over the browser's own media elements and the YouTube and Vimeo players, so the
// controls, "one player at a time" and the play announcement do not care where a video comes from.

export interface MediaState {
  paused: boolean;
  /** Seconds played. */
  time: number;
  /** Seconds in all; 0 while unknown. */
  duration: number;
  /** 0 to 1. */
  volume: number;
  muted: boolean;
  ended: boolean;
}

export interface MediaPlayer {
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  state(): MediaState;
  /** `onChange` runs after any change of the state; the returned function stops it. */
  subscribe(onChange: () => void): () => void;
  /** Undoes what the player added to the page (a provider's iframe); a native element is left as printed. */
  destroy(): void;
}

export const EMPTY_STATE: MediaState = { paused: true, time: 0, duration: 0, volume: 1, muted: false, ended: false };

const EVENTS = ['play', 'pause', 'playing', 'timeupdate', 'durationchange', 'loadedmetadata', 'volumechange', 'ended', 'seeked'];

/** The browser's own `<video>` or `<audio>`. */
export function nativePlayer(media: HTMLMediaElement): MediaPlayer {
  return {
    play() {
      // A refused play (autoplay policy, no source) leaves it paused, which the state shows.
      media.play()?.catch(() => {});
    },
    pause: () => media.pause(),
    seek(seconds) {
      media.currentTime = seconds;
    },
    setVolume(volume) {
      media.volume = volume;
    },
    setMuted(muted) {
      media.muted = muted;
    },
    state: () => ({
      paused: media.paused,
      time: media.currentTime,
      duration: Number.isFinite(media.duration) ? media.duration : 0,
      volume: media.volume,
      muted: media.muted,
      ended: media.ended,
    }),
    subscribe(onChange) {
      for (const type of EVENTS) media.addEventListener(type, onChange);
      return () => {
        for (const type of EVENTS) media.removeEventListener(type, onChange);
      };
    },
    destroy() {},
  };
}

/** A state that tells listeners about changes, for the providers' players, whose state arrives in events. */
export function stateCell(initial: Partial<MediaState> = {}) {
  let state: MediaState = { ...EMPTY_STATE, ...initial };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch: Partial<MediaState>) {
      const next = { ...state, ...patch };
      if ((Object.keys(patch) as (keyof MediaState)[]).every((key) => next[key] === state[key])) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(onChange: () => void) {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
  };
}
