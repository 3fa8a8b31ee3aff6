// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionHashOf, decodeHashAction, getQueryParam, removeQueryParam, setQueryParams } from '../../../src/services/url';

const start = 'http://localhost:3000/shop/?e-page-abc=2&theme_template_id=55#top';

beforeEach(() => history.replaceState(null, '', start));
afterEach(() => vi.restoreAllMocks());

describe('query parameters', () => {
  it('reads a parameter of the current address or of a given URL', () => {
    expect(getQueryParam('theme_template_id')).toBe('55');
    expect(getQueryParam('missing')).toBeNull();
    expect(getQueryParam('e-filter-abc-category', '/shop/?e-filter-abc-category=a%2Bb')).toBe('a+b');
    expect(getQueryParam('x', 'http://[bad')).toBeNull();
  });

  it('sets and removes parameters with replaceState, keeping path and hash', () => {
    const replace = vi.spyOn(history, 'replaceState');
    const push = vi.spyOn(history, 'pushState');
    setQueryParams({ 'e-filter-abc-category': 'news+design', 'e-page-abc': null });
    expect(location.href).toBe('http://localhost:3000/shop/?theme_template_id=55&e-filter-abc-category=news%2Bdesign#top');
    expect(getQueryParam('e-filter-abc-category')).toBe('news+design');
    expect(replace).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
    removeQueryParam('theme_template_id');
    expect(location.href).toBe('http://localhost:3000/shop/?e-filter-abc-category=news%2Bdesign#top');
  });

  it('pushes a history entry on request, and none when nothing changes', () => {
    const replace = vi.spyOn(history, 'replaceState');
    const push = vi.spyOn(history, 'pushState');
    setQueryParams({ tab: '2' }, { replace: false });
    expect(push).toHaveBeenCalledTimes(1);
    expect(getQueryParam('tab')).toBe('2');
    setQueryParams({ tab: '2', nothing: null });
    removeQueryParam('nothing', { replace: false });
    expect(push).toHaveBeenCalledTimes(1);
    expect(replace).not.toHaveBeenCalled();
  });
});

const encode = (value: unknown) => btoa(JSON.stringify(value));

describe('decodeHashAction', () => {
  it('decodes the links real pages print (%-encoded, from the corpus)', () => {
    const href =
      '#elementor-action%3Aaction%3Dlightbox%26settings%3DeyJpZCI6MTc2OSwidXJsIjoiaHR0cDpcL1wvbG9jYWxob3N0XC9kanlhdGVsaWVyXC93cC1jb250ZW50XC91cGxvYWRzXC8yMDIzXC8wN1wvNy5qcGciLCJzbGlkZXNob3ciOiIxN2EzOGFjIn0%3D';
    expect(decodeHashAction(href)).toEqual({
      action: 'lightbox',
      settings: { id: 1769, url: 'http://localhost/djyatelier/wp-content/uploads/2023/07/7.jpg', slideshow: '17a38ac' },
    });
    expect(decodeHashAction('#elementor-action%3Aaction%3Dpopup%3Aclose%26settings%3DeyJkb19ub3Rfc2hvd19hZ2FpbiI6InllcyJ9')).toEqual({
      action: 'popup:close',
      settings: { do_not_show_again: 'yes' },
    });
  });

  it('decodes plain links, full URLs and %23 hashes', () => {
    const settings = encode({ id: 42, toggle: true });
    expect(decodeHashAction(`#elementor-action:action=popup:open&settings=${settings}`)).toEqual({
      action: 'popup:open',
      settings: { id: 42, toggle: true },
    });
    expect(decodeHashAction(`https://site.test/page/#elementor-action:action=off_canvas:toggle&settings=${settings}`)?.action).toBe(
      'off_canvas:toggle',
    );
    expect(decodeHashAction(`%23elementor-action%3Aaction%3Dlightbox%26settings%3D${encodeURIComponent(settings)}`)?.settings).toEqual({
      id: 42,
      toggle: true,
    });
  });

  it('reads settings as UTF-8 and treats missing settings as empty', () => {
    const utf8 = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ title: 'Café ☕' }))));
    expect(decodeHashAction(`#elementor-action:action=lightbox&settings=${utf8}`)?.settings).toEqual({ title: 'Café ☕' });
    expect(decodeHashAction('#elementor-action:action=popup:close')).toEqual({ action: 'popup:close', settings: {} });
  });

  it.each([
    ['not a hash action', '#section-2'],
    ['no action', '#elementor-action:settings=e30='],
    ['empty action', '#elementor-action:action=&settings=e30='],
    ['broken %-escape', '#elementor-action%3Aaction%3Dlightbox%26settings%3D%E0%A4%A'],
    ['settings not base64', '#elementor-action:action=lightbox&settings=***'],
    ['settings not JSON', `#elementor-action:action=lightbox&settings=${btoa('{id:1')}`],
    ['settings not an object', `#elementor-action:action=lightbox&settings=${btoa('[1,2]')}`],
    ['settings null', `#elementor-action:action=lightbox&settings=${btoa('null')}`],
  ])('returns null for %s', (_, href) => {
    expect(decodeHashAction(href)).toBeNull();
  });
});

describe('actionHashOf', () => {
  const element = (html: string) => Object.assign(document.createElement('div'), { innerHTML: html }).firstElementChild!;

  it('reads data-e-action-hash, then e-action-hash (older page builder versions), then the href', () => {
    expect(actionHashOf(element('<div data-e-action-hash="#a" e-action-hash="#b"></div>'))).toBe('#a');
    expect(actionHashOf(element('<div e-action-hash="#b"></div>'))).toBe('#b');
    expect(actionHashOf(element('<a href="#c" e-action-hash="#b"></a>'))).toBe('#b');
    expect(actionHashOf(element('<a href="#c"></a>'))).toBe('#c');
    expect(actionHashOf(element('<span></span>'))).toBe('');
  });
});
