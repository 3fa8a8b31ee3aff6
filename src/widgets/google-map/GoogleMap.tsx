import { useEffect, useMemo, useRef } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import type { WidgetProps } from '../../api-types';
import { useBuild } from '../../ui/use-build';
import { buildMap } from './engine';
import { mapOptions, findMapBox, type MapSettings } from './settings';

/**
 * The add-on's advanced map on Leaflet: the map is made once, with the settings of the device it
 * mounted on; a change of device afterwards changes only the zoom (the one setting per device).
 */
export function GoogleMap({ container, settings, env }: WidgetProps<MapSettings>) {
  const box = useMemo(() => findMapBox(container), [container]);
  const built = useRef<LeafletMap | null>(null);
  const latest = useRef(settings);
  latest.current = settings;
  const zoom = mapOptions(settings).zoom;

  useBuild(
    env,
    () => {
      if (!box) return;
      const made = buildMap(box, latest.current, env);
      built.current = made.map;
      return () => {
        built.current = null;
        made.destroy();
      };
    },
    [box],
  );

  useEffect(() => {
    const map = built.current;
    if (map && map.getZoom() !== zoom) map.setZoom(zoom);
  }, [zoom]);

  return null;
}
