
const PAUSE = 'M7 5h3v14H7zm7 0h3v14h-3z';
const PLAY = 'M8 5v14l11-7z';

interface PauseToggleProps {
  paused: boolean;
  /** What moves, in the button's name: "Pause {name}" / "Play {name}". */
  name: string;
  onToggle(): void;
}

/** WCAG 2.2.2: content that moves for more than 5 s can be paused. The name says what a press does. */
export function PauseToggle({ paused, name, onToggle }: PauseToggleProps) {
  return (
    <button type="button" className="ha-pause-toggle" aria-label={`${paused ? 'Play' : 'Pause'} ${name}`} onClick={onToggle}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16">
        <path d={paused ? PLAY : PAUSE} />
      </svg>
    </button>
  );
}
