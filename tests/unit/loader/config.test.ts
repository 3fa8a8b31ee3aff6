import { describe, expect, it } from 'vitest';
import { breakpointsFrom, readConfig, withPageBreakpoints } from '../../../src/loader/config';

const fakeWindow = (globals: Record<string, unknown>) =>
  ({ document: { documentElement: { dir: '' } }, ...globals }) as any;

describe('configuration', () => {
  it('uses documented defaults when the page has nothing', () => {
    const config = readConfig(fakeWindow({}), 'https://cdn.test/dist/', '');
    expect(config).toMatchObject({
      ajaxUrl: '/wp-admin/admin-ajax.php',
      restUrl: '/wp-json/',
      assetsUrl: 'https://cdn.test/dist/',
      editMode: false,
      debug: false,
      chunkTimeout: 120000,
      threshold: 0.5,
      breakpoints: { mobile: 767, tablet: 1024 },
      baseStyles: true,
    });
  });

  it('reads baseStyles: false from haWidgetsConfig', () => {
    expect(readConfig(fakeWindow({ haWidgetsConfig: { baseStyles: false } }), '/dist/', '').baseStyles).toBe(false);
  });

  it("the second stage completes the breakpoints with the page builder's, in place, haWidgetsConfig's winning", () => {
    const win = fakeWindow({
      elementorFrontendConfig: { responsive: { breakpoints: { mobile: { value: 600, is_enabled: true }, laptop: { value: 1366, is_enabled: true } } } },
      haWidgetsConfig: { breakpoints: { laptop: 1300 } },
    });
    const config = readConfig(win, '/dist/', '');
    const breakpoints = config.breakpoints;
    expect(breakpoints).toEqual({ mobile: 767, tablet: 1024, laptop: 1300 });
    withPageBreakpoints(win, config);
    expect(config.breakpoints).toBe(breakpoints);
    expect(breakpoints).toEqual({ mobile: 600, tablet: 1024, laptop: 1300 });
  });

  it('the second stage puts the template endpoint under the REST base, unless haWidgetsConfig names one', () => {
    const win = fakeWindow({ wpApiSettings: { root: 'https://site.test/wp-json/' } });
    const config = readConfig(win, '/dist/', '');
    withPageBreakpoints(win, config);
    expect(config.templateUrl).toBe('https://site.test/wp-json/happy-addons/v1/template');
    const own = fakeWindow({ haWidgetsConfig: { templateUrl: '/templates' } });
    const named = readConfig(own, '/dist/', '');
    withPageBreakpoints(own, named);
    expect(named.templateUrl).toBe('/templates');
  });

  it('reads the add-on globals over the page builder, skipping empty values', () => {
    const config = readConfig(
      fakeWindow({
        elementorFrontendConfig: { urls: { ajaxurl: '/a.php' }, environmentMode: { edit: false } },
        HappyLocalize: { ajax_url: '', nonce: 'n1' },
        HappyProLocalize: { ajax_url: '/pro.php', nonce: '' },
      }),
      '/dist/',
      '',
    );
    expect(config).toMatchObject({ ajaxUrl: '/pro.php', nonce: 'n1', editMode: false });
  });

  it('reads the page builder and the add-on globals, and lets haWidgetsConfig win', () => {
    const config = readConfig(
      fakeWindow({
        elementorFrontendConfig: {
          urls: { ajaxurl: '/a.php' },
          environmentMode: { edit: true, isScriptDebug: true },
          is_rtl: true,
        },
        HappyLocalize: { ajax_url: '/happy.php', nonce: 'n1' },
        haWidgetsConfig: { nonce: 'mine', threshold: 0.25 },
      }),
      '/dist/',
      'csp',
    );
    expect(config).toMatchObject({ ajaxUrl: '/happy.php', nonce: 'mine', editMode: true, debug: true, isRtl: true, threshold: 0.25, cspNonce: 'csp' });
  });

  it('takes only enabled responsive breakpoints', () => {
    expect(
      breakpointsFrom({
        responsive: {
          breakpoints: {
            mobile: { value: 600, is_enabled: true },
            mobile_extra: { value: 880, is_enabled: false },
            tablet: { value: 1000, is_enabled: true },
            laptop: { value: 1366, is_enabled: true },
            widescreen: { value: 2400, is_enabled: true },
          },
        },
      }),
    ).toEqual({ mobile: 600, tablet: 1000, laptop: 1366, widescreen: 2400 });
  });

  it('converts the old md/lg breakpoints to max-widths', () => {
    expect(breakpointsFrom({ breakpoints: { xs: 0, sm: 480, md: 768, lg: 1025 } })).toEqual({ mobile: 767, tablet: 1024 });
  });
});
