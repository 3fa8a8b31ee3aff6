import { describe, expect, it, vi } from 'vitest';
import { clickBody, isAutomated, isTrackedHref, readTrackerSettings, trackedLink, viewBody } from '../../../../src/extensions/analytics/rules';

describe('the analytics tracker', () => {
  it('counts links ending in pdf or zip, and mailto: and tel: links', () => {
    for (const href of ['/a/guide.pdf', 'https://x.test/Photos.ZIP', '/g.pdf?download=1', 'mailto:a@b.c', ' TEL:+44 1', 'guide.pdf#page=2'])
      expect(isTrackedHref(href), href).toBe(true);
    for (const href of ['/about/', '/pdf', '/a.pdfx', 'https://x.test/zip/', 'javascript:alert(1)', '']) expect(isTrackedHref(href), href).toBe(false);
  });

  it('knows automated agents', () => {
    expect(isAutomated({ webdriver: true, userAgent: 'Mozilla/5.0' })).toBe(true);
    for (const ua of ['Googlebot/2.1', 'AhrefsCrawler', 'Baiduspider', 'SemrushBot', 'Chrome-Lighthouse']) expect(isAutomated({ userAgent: ua }), ua).toBe(true);
    expect(isAutomated({ webdriver: false, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' })).toBe(false);
  });

  it('finds the link a click landed in, fewer than 7 levels up', () => {
    document.body.innerHTML = '<a id="a" href="/x.pdf"><b><i><u><s><em><span id="six">x</span></em></s></u></i></b></a><a href="/x.pdf" id="b"><b><i><u><s><em><span><span id="seven">x</span></span></em></s></u></i></b></a><a href="/page"><span id="plain">x</span></a>';
    expect(trackedLink(document.getElementById('six'))?.id).toBe('a');
    expect(trackedLink(document.getElementById('seven'))).toBeNull();
    expect(trackedLink(document.getElementById('plain'))).toBeNull();
  });

  it('sends the referrer, the campaign fields of the address and the page with a view; the link with a click', () => {
    const settings = { clickUrl: '/c', viewUrl: '/v', signature: 's', payload: { resource: 'singular', singular_id: 1, page: 2 } };
    expect(viewBody('https://x.test/?utm_source=a&utm_term=b&gclid=c&other=d', 'https://r.test/', settings)).toEqual({
      referrer_url: 'https://r.test/',
      utm_source: 'a',
      utm_medium: null,
      utm_campaign: null,
      utm_term: 'b',
      utm_content: null,
      gclid: 'c',
      payload: settings.payload,
      signature: 's',
    });
    const link = document.createElement('a');
    link.className = 'one two';
    link.id = 'dl';
    expect(clickBody('/x.pdf', link, settings)).toEqual({ href: '/x.pdf', classes: 'one two', ids: 'dl', payload: settings.payload, signature: 's' });
  });

  it('reads its config: the view route under the REST base by default; wrong types give defaults and a warning', () => {
    const warn = vi.fn();
    expect(readTrackerSettings(undefined, '/wp-json/', warn)).toBeNull();
    expect(readTrackerSettings({ clickUrl: '/c', signature: 's', payload: { page: 1 } }, '/wp-json/', warn)).toEqual({ clickUrl: '/c', viewUrl: '/wp-json/iawp/search', signature: 's', payload: { page: 1 } });
    expect(readTrackerSettings({ clickUrl: 5, payload: [1] }, '/api/', warn)).toEqual({ clickUrl: '', viewUrl: '/api/iawp/search', signature: '', payload: {} });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
