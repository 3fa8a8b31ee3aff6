import { useLayoutEffect, useRef } from 'react';
import { attachTooltip, type TooltipConfig } from './controller';

/**
 * Attaches the tooltip behaviour to a trigger and its tooltip element for the life of the component,
 * and again whenever the configuration changes. A layout effect: the tooltip is hidden before paint.
 */
export function useTooltip(
  trigger: HTMLElement | null,
  floating: HTMLElement | null,
  arrow: HTMLElement | null,
  config: TooltipConfig,
  onError: (error: unknown) => void,
): void {
  const report = useRef(onError);
  report.current = onError;
  const latest = useRef(config);
  latest.current = config;
  const key = JSON.stringify(config);
  useLayoutEffect(() => {
    if (!trigger || !floating) return;
    return attachTooltip({ trigger, floating, arrow }, latest.current, (error) => report.current(error));
  }, [trigger, floating, arrow, key]);
}
