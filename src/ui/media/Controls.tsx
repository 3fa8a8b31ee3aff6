import { formatTime, spokenTime } from './logic';
import type { MediaState } from './player';
import { Slider } from './Slider';

const ICONS = {
  play: 'M8 5v14l11-7z',
  pause: 'M7 5h3v14H7zm7 0h3v14h-3z',
  volume: 'M4 9v6h4l5 4V5L8 9zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z',
  muted: 'M4 9v6h4l5 4V5L8 9zm11.6.4 1.4-1.4 2 2 2-2 1.4 1.4-2 2 2 2-1.4 1.4-2-2-2 2-1.4-1.4 2-2z',
};

function Icon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path d={path} />
    </svg>
  );
}

export interface ControlsProps {
  /** What plays, in the buttons' names: "Play {title}". */
  title: string;
  state: MediaState;
  /** While a provider's player is being made. */
  busy?: boolean;
  /** The mute button and, with `volumeBar`, the volume slider. */
  volume: boolean;
  volumeBar: boolean;
  volumeOrientation?: 'horizontal' | 'vertical';
  onToggle(): void;
  onSeek(seconds: number): void;
  onVolume(volume: number): void;
  onMute(muted: boolean): void;
}

/** Play or pause, the position (a slider, seconds), the time, and the volume (a mute toggle and a slider, percent). */
export function Controls({ title, state, busy, volume, volumeBar, volumeOrientation, onToggle, onSeek, onVolume, onMute }: ControlsProps) {
  const playing = !state.paused;
  const level = state.muted ? 0 : state.volume;
  return (
    <div className="ha-media-controls" role="group" aria-label={`${title}: controls`} aria-busy={busy || undefined}>
      <button type="button" className="ha-media-controls__play" aria-label={`${playing ? 'Pause' : 'Play'} ${title}`} onClick={onToggle}>
        <Icon path={playing ? ICONS.pause : ICONS.play} />
      </button>
      <Slider
        label="Seek"
        className="ha-media-controls__seek"
        value={state.time}
        max={state.duration}
        step={5}
        page={Math.max(10, state.duration / 10)}
        valueText={`${spokenTime(state.time)} of ${spokenTime(state.duration)}`}
        disabled={!state.duration}
        onChange={onSeek}
      />
      <span className="ha-media-controls__time" aria-hidden="true">
        {formatTime(state.time)} / {formatTime(state.duration)}
      </span>
      {volume && (
        <span className={`ha-media-controls__volume${volumeOrientation === 'vertical' ? ' ha-media-controls__volume--vertical' : ''}`}>
          <button type="button" className="ha-media-controls__mute" aria-label="Mute" aria-pressed={state.muted} onClick={() => onMute(!state.muted)}>
            <Icon path={state.muted ? ICONS.muted : ICONS.volume} />
          </button>
          {volumeBar && (
            <Slider
              label="Volume"
              className="ha-media-controls__level"
              value={Math.round(level * 100)}
              max={100}
              step={5}
              page={20}
              valueText={`${Math.round(level * 100)}%`}
              orientation={volumeOrientation}
              onChange={(percent) => onVolume(percent / 100)}
            />
          )}
        </span>
      )}
    </div>
  );
}
