import { useEffect, useMemo } from 'react';
import type { WidgetEnv, WidgetProps, DeviceMode } from '../../api-types';
import { findAdct, planColumns, type AdctDom } from './dom';
import { useChildRows } from './use-child-rows';
import { useColumnNav } from './use-column-nav';

/**
 * Enhances the server table in place: the responsive nav picks the plan column shown on narrow
 * devices, and parent rows open and close their child rows. Renders nothing itself.
 */
export function AdvancedComparisonTable({ container, device, env }: WidgetProps<unknown>) {
  const dom = useMemo(() => findAdct(container), [container]);
  useEffect(() => {
    if (!dom) env.warn('no .ha-adct-table found; nothing to enhance');
    else if (dom.nav && dom.items.length !== planColumns(dom.rows))
      env.warn(`the nav has ${dom.items.length} items for ${planColumns(dom.rows)} plan columns`);
    // Once, about the markup the widget mounted with.
  }, []);
  return dom ? <Enhanced dom={dom} container={container} device={device} env={env} /> : null;
}

interface EnhancedProps {
  dom: AdctDom;
  container: HTMLElement;
  device: DeviceMode;
  env: WidgetEnv<unknown>;
}

function Enhanced({ dom, container, device, env }: EnhancedProps) {
  useColumnNav(dom, container, device, env);
  useChildRows(dom, env);
  return null;
}
