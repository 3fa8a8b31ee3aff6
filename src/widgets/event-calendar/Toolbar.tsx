// The toolbar: the arrows and today on one side, the title in the middle, the views on the other.
// The view buttons are toggle buttons (aria-pressed); today is disabled while today is shown.
import { useCalendar } from './context';
import type { ViewName } from './dates';
import type { CalendarTexts } from './texts';

const VIEW_BUTTONS: [ViewName, keyof CalendarTexts][] = [
  ['dayGridMonth', 'month'],
  ['timeGridWeek', 'week'],
  ['timeGridDay', 'day'],
  ['listMonth', 'list'],
];

interface ToolbarProps {
  title: string;
  view: ViewName;
  showsToday: boolean;
  onStep(steps: number): void;
  onToday(): void;
  onView(view: ViewName): void;
}

const Chevron = ({ className }: { className: string }) => (
  <svg className={className} viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
    <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

export function Toolbar({ title, view, showsToday, onStep, onToday, onView }: ToolbarProps) {
  const { texts } = useCalendar();
  return (
    <div className="fc-header-toolbar fc-toolbar">
      <div className="fc-toolbar-chunk">
        <div className="fc-button-group">
          <button type="button" className="fc-prev-button fc-button fc-button-primary" aria-label={texts.previous} title={texts.previous} onClick={() => onStep(-1)}>
            <Chevron className="fc-icon" />
          </button>
          <button type="button" className="fc-next-button fc-button fc-button-primary" aria-label={texts.next} title={texts.next} onClick={() => onStep(1)}>
            <Chevron className="fc-icon fc-icon-next" />
          </button>
        </div>
        <button type="button" className="fc-today-button fc-button fc-button-primary" disabled={showsToday} onClick={onToday}>
          {texts.today}
        </button>
      </div>
      <div className="fc-toolbar-chunk">
        <h2 className="fc-toolbar-title" aria-live="polite">
          {title}
        </h2>
      </div>
      <div className="fc-toolbar-chunk">
        <div className="fc-button-group">
          {VIEW_BUTTONS.map(([name, text]) => (
            <button
              key={name}
              type="button"
              className={`fc-${name}-button fc-button fc-button-primary${name === view ? ' fc-button-active' : ''}`}
              aria-pressed={name === view}
              onClick={() => onView(name)}
            >
              {texts[text]}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
