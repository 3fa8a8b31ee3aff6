// What the analytics tracker counts and what it sends (the analytics plugin's fields).

/** Links counted on click: files ending in pdf or zip, and mailto: or tel: links. */
export function isTrackedHref(href: string): boolean {
  if (/^(mailto|tel):/i.test(href.trim())) return true;
  try {
    return /\.(pdf|zip)$/i.test(new URL(href, 'http://x.invalid/').pathname);
  } catch {
    return false;
  }
}

/** Automated agents: their clicks and views are not counted. */
export function isAutomated(nav: { webdriver?: boolean; userAgent: string }): boolean {
  return !!nav.webdriver || /bot|crawler|spider|semrushbot|chrome-lighthouse/i.test(nav.userAgent);
}

/** The link a click landed in: the target or one of its ancestors, fewer than 7 levels up. */
export function trackedLink(target: Element | null, maxDepth = 7): HTMLAnchorElement | null {
  for (let node = target, depth = 0; node && depth < maxDepth; node = node.parentElement, depth++)
    if (node instanceof HTMLAnchorElement) return isTrackedHref(node.getAttribute('href') ?? '') ? node : null;
  return null;
}

export interface TrackerSettings {
  clickUrl: string;
  viewUrl: string;
  signature: string;
  payload: Record<string, unknown>;
}

const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** A page view: where the visitor came from, the campaign fields of the address, and the page. */
export function viewBody(address: string, referrer: string, settings: TrackerSettings): Record<string, unknown> {
  const query = new URL(address).searchParams;
  const body: Record<string, unknown> = { referrer_url: referrer };
  for (const key of [...UTM, 'gclid']) body[key] = query.get(key);
  return { ...body, payload: settings.payload, signature: settings.signature };
}

/** A click (or a play): what was clicked, its classes and id. */
export function clickBody(href: string, element: Element, settings: TrackerSettings): Record<string, unknown> {
  return { href, classes: element.getAttribute('class') ?? '', ids: element.id, payload: settings.payload, signature: settings.signature };
}

/**
 * `haWidgetsConfig.analytics`: the click endpoint, the view endpoint (default: the plugin's search
 * route under the REST base), the page's payload and signature. Wrong types give the defaults.
 */
export function readTrackerSettings(raw: unknown, restUrl: string, warn: (message: string) => void): TrackerSettings | null {
  if (!raw || typeof raw != 'object') return null;
  const given = raw as Record<string, unknown>;
  const text = (key: string, fallback: string) => {
    const value = given[key];
    if (value === undefined) return fallback;
    if (typeof value == 'string') return value;
    warn(`analytics.${key} should be a string; "${fallback}" used`);
    return fallback;
  };
  const payload = given.payload;
  if (payload !== undefined && (!payload || typeof payload != 'object' || Array.isArray(payload))) warn('analytics.payload should be an object; {} used');
  const settings = {
    clickUrl: text('clickUrl', ''),
    viewUrl: text('viewUrl', `${restUrl}iawp/search`),
    signature: text('signature', ''),
    payload: payload && typeof payload == 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {},
  };
  return settings;
}
