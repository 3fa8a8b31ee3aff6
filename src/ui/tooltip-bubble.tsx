// A tooltip bubble of our own, portalled to the body (no ancestor's overflow or stacking context
// can cut it), showing server content that is moved in and moved back on unmount: it is already
// DOM the server printed, so it is neither cloned nor re-parsed.
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import type { TooltipConfig } from './tooltip';
import { moveChildren } from './restorer';
import { useTooltip } from './tooltip';

export interface TooltipBubbleProps {
  trigger: HTMLElement;
  /** The server element whose children the bubble shows. */
  source: HTMLElement;
  id: string;
  config: TooltipConfig;
  className?: string;
  contentClassName?: string;
  /** Validated CSS colours. */
  background?: string;
  color?: string;
  onError(error: unknown): void;
}

export function TooltipBubble({ trigger, source, id, config, className = '', contentClassName = '', background, color, onError }: TooltipBubbleProps) {
  const [bubble, setBubble] = useState<HTMLDivElement | null>(null);
  const [arrow, setArrow] = useState<HTMLDivElement | null>(null);
  const content = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!content.current) return;
    const moveBack = moveChildren(source, content.current);
    // Emptied, the server's node (often `role="tooltip"`) would be a nameless tooltip to assistive technology.
    const wasHidden = source.hidden;
    source.hidden = true;
    return () => {
      source.hidden = wasHidden;
      moveBack();
    };
  }, [source]);
  useTooltip(trigger, bubble, arrow, config, onError);

  const style = { '--ha-tooltip-bg': background, '--ha-tooltip-color': color } as CSSProperties;
  return createPortal(
    <div ref={setBubble} id={id} className={`ha-tooltip ${className}`.trim()} style={style}>
      <div ref={content} className={`ha-tooltip__content ${contentClassName}`.trim()} />
      {config.arrow && <div ref={setArrow} className="ha-tooltip__arrow" aria-hidden="true" />}
    </div>,
    document.body,
  );
}
