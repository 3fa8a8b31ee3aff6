import { Controls, type ControlsProps } from './Controls';
import type { PlayerHandle } from './use-player';

export type PlayerControlsProps = Pick<ControlsProps, 'title' | 'volume' | 'volumeBar' | 'volumeOrientation'> & { player: PlayerHandle };

/** The control bar wired to a player. */
export function PlayerControls({ player, ...shown }: PlayerControlsProps) {
  return (
    <Controls
      {...shown}
      state={player.state}
      busy={player.busy}
      onToggle={player.toggle}
      onSeek={player.seek}
      onVolume={player.setVolume}
      onMute={player.setMuted}
    />
  );
}
