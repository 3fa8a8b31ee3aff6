import { useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { reducedMotion } from '../../services/device';
import type { TooltipConfig } from '../../ui/tooltip';
import { useStore } from '../../runtime';
import { findFeatureTooltips, findFoldParts, type FeatureTooltip as Feature } from './dom';
import { Fold } from './Fold';
import type { PricingSettings } from './settings';

/** Enhances the server markup in place: feature tooltips, and the fold when it is enabled. */
export function PricingTable({ container, settings, env }: WidgetProps<PricingSettings>) {
  const features = useMemo(() => findFeatureTooltips(container), [container]);
  const fold = useMemo(() => findFoldParts(container), [container]);
  const reduce = useStore(reducedMotion);
  const tooltip = useTooltipModule(features.length > 0, env);

  useEffect(() => {
    if (settings.fold_enabled && !fold) env.warn('fold_enabled, but no .ha-pricing-table-features-list with a .ha-pricing-table-fold-btn; not folded');
    // Once, about the markup the widget mounted with.
  }, []);

  const config: TooltipConfig = {
    position: settings.tooltip_position || 'bottom',
    // Unset, the add-on's own placement: under the feature, from its left edge.
    ...(settings.tooltip_position ? {} : { placement: 'bottom-start' as const }),
    width: null,
    showDelay: settings.tooltip_delay,
    hideDelay: settings.tooltip_hide_delay,
    speed: settings.tooltip_speed,
    arrow: false,
    mode: 'hover',
    animate: !reduce,
    gap: 1,
  };

  return (
    <>
      {tooltip &&
        features.map((feature, index) => <FeatureTooltip key={index} use={tooltip.useTooltip} feature={feature} config={config} onError={env.report} />)}
      {settings.fold_enabled && fold && (
        <Fold
          parts={fold}
          options={{
            collapsed: settings.fold_height,
            unfoldDuration: settings.unfoldDuration,
            foldDuration: settings.foldDuration,
            easing: settings.easing,
            animate: !reduce,
          }}
          onError={env.report}
        />
      )}
    </>
  );
}

type TooltipModule = typeof import('../../ui/tooltip');

/**
 * The tooltip and Floating UI, loaded only when a feature has a tooltip: most pricing tables have
 * none. The widget is ready once the tooltips are attached.
 */
function useTooltipModule(wanted: boolean, env: WidgetProps<PricingSettings>['env']): TooltipModule | null {
  const [loaded, setLoaded] = useState<TooltipModule | null>(null);
  const release = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!wanted || loaded) return;
    let gone = false;
    release.current = env.holdReady();
    import('../../ui/tooltip')
      .then((module) => {
        if (!gone) setLoaded(module);
      })
      .catch((error: unknown) => {
        env.report(error);
        release.current?.();
      });
    return () => {
      gone = true;
      release.current?.();
    };
  }, [wanted]);

  // After the commit whose layout effects attached the tooltips.
  useEffect(() => {
    if (loaded) release.current?.();
  }, [loaded]);

  return loaded;
}

function FeatureTooltip({ use, feature, config, onError }: { use: TooltipModule['useTooltip']; feature: Feature; config: TooltipConfig; onError(error: unknown): void }) {
  use(feature.trigger, feature.text, null, config, onError);
  return null;
}
