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
    templateUrl: `${restUrl}happy-addons/v1/template`,
    assetsUrl,
    editMode: false,
    debug: false,
    isRtl: win.document.documentElement.dir == 'rtl',
    chunkTimeout: 120000,
    threshold: 0.5,
    rootMargin: '0px',
    cspNonce,
    userRoles: [],
  };
  const found: Array<[string, unknown]> = [
    ['ajaxUrl', efc?.urls?.ajaxurl],
    ['editMode', efc?.environmentMode?.edit],
    ['debug', efc?.environmentMode?.isScriptDebug],
    ['isRtl', efc?.is_rtl],
    ['userRoles', efc?.user?.roles],
    ['ajaxUrl', win.HappyLocalize?.ajax_url],
    ['nonce', win.HappyLocalize?.nonce],
    ['ajaxUrl', win.HappyProLocalize?.ajax_url],
    ['nonce', win.HappyProLocalize?.nonce],
  ];
  for (const [key, value] of found) if (value != null && value !== '') config[key] = value;
  return { ...config, ...own, breakpoints: { ...breakpointsFrom(efc), ...own?.breakpoints } } as HaConfig;
}

/** The loader's own script element, to find dist/ and the CSP nonce. */
export function ownScript(doc: Document): HTMLScriptElement | undefined {
  const current = doc.currentScript as HTMLScriptElement | null;
  return current?.src ? current : [...doc.querySelectorAll<HTMLScriptElement>('script[src*="ha-widgets"]')].pop();
}
