// Writes the visitor's local time zone into the cookie the server's display conditions read (a day,
// then again on the next visit), only when it changed.
import { getCookie, setCookie } from '../../services/cookies';
import { defineExtension, featureSettings } from '../define';
import { localTimeZone, readDisplayConditions } from './rules';

export default defineExtension({
  attach(_elements, { config }) {
    const settings = readDisplayConditions(featureSettings(config, 'displayConditions'), (message) => config.debug && console.warn(`[ha-widgets] ${message}`));
    if (!settings) return;
    const zone = localTimeZone();
    if (getCookie(settings.timeZoneCookie) != zone) setCookie(settings.timeZoneCookie, zone, { days: 1 });
  },
});
