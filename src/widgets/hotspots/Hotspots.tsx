import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import type { TooltipConfig } from '../../ui/tooltip';
import { TooltipBubble } from '../../ui/tooltip-bubble';
import { useEvent } from '../../ui/use-event';
import { useStore } from '../../runtime';
import { findSpots } from './dom';
import type { HotspotsSettings } from './settings';

const ARROW_GAP = 10;
const PLAIN_GAP = 6;

/**
 * One tooltip per spot, as the add-on's tipso bubbles were: on the body, with the classes its
 * per-widget styles target (`.tipso_bubble.ha-hotspots--{id}`, `.tipso_content`).
 */
export function Hotspots({ container, settings, env }: WidgetProps<HotspotsSettings>) {
  const spots = useMemo(() => findSpots(container), [container]);
  const reduce = useStore(reducedMotion);

  useEffect(() => {
    const problems = spots.flatMap(({ target, content, problem }) => [
      ...(problem ? [`spot ${target}: ${problem}; using the widget's position`] : []),
      ...(content ? [] : [`spot ${target || '(no data-target)'}: no #ha-${target} element; it has no tooltip`]),
    ]);
    if (!spots.length) env.warn('no .ha-hotspots__item found; nothing to do');
    if (problems.length) env.warn(problems.join('; '));
    // Once, about the markup the widget mounted with.
  }, []);

  // The spots are `<a href="#">`: following them would jump to the top of the page.
  useEvent(
    container,
    'click',
    (event) => {
      const spot = event.target instanceof Element ? event.target.closest('.ha-hotspots__item') : null;
      if (spot && container.contains(spot) && !env.editMode) event.preventDefault();
    },
    env.report,
  );

  return spots.map((spot, index) => {
    if (!spot.content) return null;
    const config: TooltipConfig = {
      position: spot.position ?? settings.tooltip_position,
      width: settings.tooltip_width,
      showDelay: settings.tooltip_delay,
      hideDelay: settings.tooltip_hide_delay,
      speed: settings.tooltip_speed,
      arrow: !settings.tooltip_hide_arrow,
      mode: settings.tooltip_hover,
      animate: !reduce,
      gap: settings.tooltip_hide_arrow ? PLAIN_GAP : ARROW_GAP,
    };
    return (
      <TooltipBubble
        key={`${index}-${spot.target}`}
        trigger={spot.trigger}
        source={spot.content}
        id={`ha-tooltip-${spot.target}`}
        config={config}
        className={`ha-hotspots__tooltip tipso_bubble ha-hotspots--${env.id}`}
        contentClassName="tipso_content"
        background={settings.tooltip_bg_color}
        color={settings.tooltip_color}
        onError={env.report}
      />
    );
  });
}
