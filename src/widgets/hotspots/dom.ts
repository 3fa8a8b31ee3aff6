// Reading the server markup of one hotspots widget: each spot, its own position setting, and the
// hidden element holding its tooltip content.
import { parseSettingsAttribute } from '../../settings/attribute';
import { POSITIONS, type TooltipPosition } from '../../ui/tooltip-positions';

export interface Spot {
  trigger: HTMLElement;
  target: string;
  /** The server's `#ha-{target}` element, or null when the page lacks it. */
  content: HTMLElement | null;
  /** The spot's own position; null means the widget's. */
  position: TooltipPosition | null;
  /** Why the spot's data-settings were not usable, if they were not. */
  problem?: string;
}

/** A spot's `{"position": ...}`: '' or absent means the widget's position. */
export function spotPosition(raw: string | null): { position: TooltipPosition | null; problem?: string } {
  const { value, problem } = parseSettingsAttribute(raw);
  if (problem) return { position: null, problem: `data-settings ${JSON.stringify(raw)} is not a JSON object` };
  const position = value.position;
  if (position === undefined || position === null || position === '') return { position: null };
  if ((POSITIONS as readonly unknown[]).includes(position)) return { position: position as TooltipPosition };
  return { position: null, problem: `position ${JSON.stringify(position)} is not valid` };
}

export function findSpots(container: HTMLElement): Spot[] {
  return [...container.querySelectorAll<HTMLElement>('.ha-hotspots__item[data-target]')].map((trigger) => {
    const target = trigger.dataset.target ?? '';
    return {
      trigger,
      target,
      content: target ? document.getElementById(`ha-${target}`) : null,
      ...spotPosition(trigger.getAttribute('data-settings')),
    };
  });
}
