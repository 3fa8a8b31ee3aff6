import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { fractionAt, sliderKeyValue } from './logic';

interface SliderProps {
  label: string;
  className: string;
  value: number;
  max: number;
  step: number;
  page: number;
  valueText: string;
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
  onChange(value: number): void;
}

/** A WAI-ARIA slider from 0 to `max`: arrows, Page Up/Down, Home and End, and the pointer along its track. */
export function Slider({ label, className, value, max, step, page, valueText, orientation = 'horizontal', disabled, onChange }: SliderProps) {
  const track = useRef<HTMLDivElement>(null);
  // The value keys step from: the media reports a change a moment later, and a key pressed before
  // that must step from the value just asked for, not the one still shown.
  const latest = useRef(value);
  latest.current = value;
  const vertical = orientation === 'vertical';
  const fraction = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;

  const fromPointer = (event: PointerEvent) => {
    const box = track.current!.getBoundingClientRect();
    const at = vertical ? fractionAt(event.clientY, box.top, box.height, true) : fractionAt(event.clientX, box.left, box.width);
    onChange(at * max);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled) return;
    const next = sliderKeyValue(event.key, latest.current, { min: 0, max, step, page });
    if (next === null) return;
    event.preventDefault();
    latest.current = next;
    onChange(next);
  };

  return (
    <div
      className={`ha-media-slider ${className}${vertical ? ' ha-media-slider--vertical' : ''}`}
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.round(max * 100) / 100}
      aria-valuenow={Math.round(value * 100) / 100}
      aria-valuetext={valueText}
      aria-orientation={orientation}
      aria-disabled={disabled || undefined}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if (disabled || event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        fromPointer(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) fromPointer(event);
      }}
    >
      <div className="ha-media-slider__track" ref={track}>
        <div className="ha-media-slider__fill" style={vertical ? { blockSize: `${fraction * 100}%` } : { inlineSize: `${fraction * 100}%` }} />
      </div>
    </div>
  );
}
