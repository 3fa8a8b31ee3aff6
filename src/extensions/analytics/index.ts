// The analytics tracker: one page view per page (not while the browser prerenders it, not for
// automated agents), and a click on a file (pdf, zip), mail or phone link, also a middle or right
// mouse-down on one, and each start of audio or video playback. Bodies are the analytics plugin's;
// they go as beacons (XHR when refused) and their answers are never read.
import { sendBeacon } from '../../services/beacon';
import { defineExtension, featureSettings } from '../define';
import { clickBody, isAutomated, readTrackerSettings, trackedLink, viewBody, type TrackerSettings } from './rules';

let started = false;

function start(settings: TrackerSettings): void {
  const human = !isAutomated(navigator);
  const view = () => human && sendBeacon(settings.viewUrl, viewBody(location.href, document.referrer, settings));
  if ((document as { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', view, { once: true });
  else view();

  if (!human || !settings.clickUrl) return;
  const click = (event: MouseEvent) => {
    const link = trackedLink(event.target instanceof Element ? event.target : null);
    if (link) sendBeacon(settings.clickUrl, clickBody(link.href || link.getAttribute('href')!, link, settings));
  };
  // A click with the main button; the middle and right buttons open a link elsewhere or its menu.
  document.addEventListener('click', click, true);
  document.addEventListener('mousedown', (event) => event.button > 0 && click(event), true);
  // Play does not bubble: caught on the way down, for every player on the page, ours or not.
  document.addEventListener(
    'play',
    (event) => {
      const media = event.target;
      if (media instanceof HTMLMediaElement) sendBeacon(settings.clickUrl, clickBody(media.currentSrc || media.src, media, settings));
    },
    true,
  );
  // Embedded players (YouTube, Vimeo) play in a frame: our players say so with `ha:media-play`.
  document.addEventListener('ha:media-play', (event) => {
    const { provider, source } = (event as CustomEvent<{ provider?: string; source?: string }>).detail ?? {};
    if (provider && provider != 'native' && source) sendBeacon(settings.clickUrl, clickBody(source, event.target as Element, settings));
  });
}

export default defineExtension({
  attach(_elements, { config }) {
    if (started) return;
    const settings = readTrackerSettings(featureSettings(config, 'analytics'), config.restUrl, (message) => config.debug && console.warn(`[ha-widgets] ${message}`));
    if (settings) (started = true), start(settings);
  },
});
