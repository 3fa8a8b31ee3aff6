// Connects the remote's buttons to the carousel with the same uid, as soon as (and for as long as)
// that carousel is built: it may mount before or after the remote, and is rebuilt on device changes.
import { useEffect, useState } from 'react';
import type { WidgetProps } from '../../api-types';
import { remoteCarousels } from '../../ui/carousel-registry';
import { useStore } from '../../runtime';
import { connectRemote, findButtons } from './dom';
import type { RemoteSettings } from './logic';

export function RemoteCarousel({ container, settings, env }: WidgetProps<RemoteSettings>) {
  const [buttons] = useState(() => findButtons(container));
  const carousels = useStore(remoteCarousels);
  const carousel = (settings.ha_rc_id && carousels[settings.ha_rc_id]) || null;

  useEffect(() => {
    if (!buttons) env.warn('no remote carousel buttons found; nothing to do');
    else if (!settings.ha_rc_id) env.warn('no carousel id (data-ha_rc_id); the buttons stay unavailable');
  }, []);

  useEffect(() => {
    if (!buttons) return;
    return connectRemote(buttons, carousel, { thumbnails: settings.show_thumbnail, report: env.report });
  }, [carousel, settings.show_thumbnail]);

  return null;
}
