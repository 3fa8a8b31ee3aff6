// Configuration: window.haWidgetsConfig first, then what a real page already prints
// (elementorFrontendConfig, HappyLocalize, HappyProLocalize), then documented defaults.
import type { Breakpoints, HaConfig } from '../api-types';

type Loose = Record<string, any> | undefined;

/** Active breakpoints from the page builder's config: `responsive.breakpoints` (is_enabled) or the old md/lg pair. */
export function breakpointsFrom(frontendConfig: Loose): Breakpoints {
  const out: Record<string, number> = { mobile: 767, tablet: 1024 };
  const responsive: Loose = frontendConfig?.responsive?.breakpoints;
  const old: Loose = frontendConfig?.breakpoints;
  for (const name in responsive) {
    const bp = responsive[name];
    if (bp?.is_enabled !== false && typeof bp?.value == 'number') out[name] = bp.value;
  }
  if (!responsive && old?.md) (out.mobile = old.md - 1), (out.tablet = old.lg - 1);
  return out as Breakpoints;
}

export function readConfig(win: Window & Record<string, any>, assetsUrl: string, cspNonce: string): HaConfig {
  const efc: Loose = win.elementorFrontendConfig;
  const own: Loose = win.haWidgetsConfig;
  const restUrl: string = own?.restUrl ?? win.wpApiSettings?.root ?? '/wp-json/';
  const config: Record<string, unknown> = {
    ajaxUrl: '/wp-admin/admin-ajax.php',
    nonce: '',
    restUrl,
    assetsUrl,
    editMode: false,
    debug: false,
    isRtl: win.document.documentElement.dir == 'rtl',
    chunkTimeout: 120000,
    threshold: 0.5,
    rootMargin: '0px',
    cspNonce,
    userRoles: [],
    baseStyles: true,
  };
  // The add-on's globals win over the page builder's; an empty string or a missing value never counts.
  const happy: Loose = win.HappyLocalize;
  const pro: Loose = win.HappyProLocalize;
  const mode: Loose = efc?.environmentMode;
  const found: Record<string, unknown> = {
    ajaxUrl: pro?.ajax_url || happy?.ajax_url || efc?.urls?.ajaxurl,
    nonce: pro?.nonce || happy?.nonce,
    editMode: mode?.edit,
    debug: mode?.isScriptDebug,
    isRtl: efc?.is_rtl,
    userRoles: efc?.user?.roles,
  };
  for (const key in found) if (found[key] != null && found[key] !== '') config[key] = found[key];
  // Until the second stage completes them (withPageBreakpoints), the defaults and haWidgetsConfig's.
  return { ...config, ...own, breakpoints: { mobile: 767, tablet: 1024, ...own?.breakpoints } } as HaConfig;
}

/**
 * The second stage's part of reading the config (kept out of the loader's bytes): the page builder's
 * breakpoints, under those haWidgetsConfig sets, and the template endpoint under the REST base unless
 * haWidgetsConfig names one, in place, before any widget mounts.
 */
export function withPageBreakpoints(win: Window & Record<string, any>, config: HaConfig): void {
  config.templateUrl ||= `${config.restUrl}happy-addons/v1/template`;
  Object.assign(config.breakpoints, breakpointsFrom(win.elementorFrontendConfig), win.haWidgetsConfig?.breakpoints);
}

/** The loader's own script element, to find dist/ and the CSP nonce. */
export function ownScript(doc: Document): HTMLScriptElement | undefined {
  const current = doc.currentScript as HTMLScriptElement | null;
  return current?.src ? current : [...doc.querySelectorAll<HTMLScriptElement>('script[src*="ha-widgets"]')].pop();
}
