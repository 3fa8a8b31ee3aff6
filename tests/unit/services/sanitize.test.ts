// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseLinkAttributes, sanitizeHtml, sanitizeLinkAttributes } from '../../../src/services/sanitize';


afterEach(() => {
  vi.restoreAllMocks();
});

describe('sanitizeHtml', () => {
  it('strips scripts, event handlers and javascript: URLs but keeps content', () => {
    const clean = sanitizeHtml(
      '<p class="x">Hi <b>there</b><script>alert(1)</script><img src="a.png" onerror="alert(2)"><a href="javascript:alert(3)">go</a></p>',
    );
    const box = document.createElement('div');
    box.innerHTML = clean;
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('img')?.getAttribute('src')).toBe('a.png');
    expect(box.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(box.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
    expect(box.querySelector('p.x b')?.textContent).toBe('there');
    expect(clean).not.toMatch(/alert/);
  });

  it.each([
    '<svg><g onload="alert(1)"></g><script>alert(1)</script></svg>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<div><form><button formaction="javascript:alert(1)">x</button></form></div>',
    '<a href="  JaVaScRiPt:alert(1)">x</a><math><mi xlink:href="javascript:alert(1)">y</mi></math>',
    '<img src=x onerror=alert(1)//',
  ])('neutralises %s', (dirty) => {
    const box = document.createElement('div');
    box.innerHTML = sanitizeHtml(dirty);
    for (const element of box.querySelectorAll('*')) {
      expect(['SCRIPT', 'IFRAME']).not.toContain(element.tagName);
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.value).not.toMatch(/javascript:/i);
      }
    }
  });

  it('passes DOMPurify options through', () => {
    expect(sanitizeHtml('<p><b>bold</b> <i>it</i></p>', { ALLOWED_TAGS: ['b'] })).toBe('<b>bold</b> it');
  });

  it.each([null, undefined, 42, { html: '<p>' }, ['<p>']])('refuses %j with the exact console message', (dirty) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(sanitizeHtml(dirty)).toBe('');
    expect(error).toHaveBeenCalledExactlyOnceWith('dirty is not a string, aborting');
  });

  it('logs nothing for strings', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(sanitizeHtml('')).toBe('');
    expect(error).not.toHaveBeenCalled();
  });
});

describe('sanitizeLinkAttributes', () => {
  it('refuses href and every on* attribute, whatever the case', () => {
    expect(
      sanitizeLinkAttributes({
        href: 'javascript:alert(1)',
        HREF: 'x',
        onclick: 'alert(1)',
        OnMouseOver: 'alert(2)',
        rel: 'noopener',
        'data-pin': '3',
        'aria-label': 'Shop',
      }),
    ).toEqual({ rel: 'noopener', 'data-pin': '3', 'aria-label': 'Shop' });
  });

  it('refuses names an element could not carry', () => {
    expect(sanitizeLinkAttributes({ 'a b': '1', '"><img': '2', '': '3', title: 'ok' })).toEqual({ title: 'ok' });
  });
});

describe('parseLinkAttributes', () => {
  it('reads key|value pairs and sanitises them', () => {
    expect(parseLinkAttributes('data-id|12, title|Our shop ,onclick|alert(1),href|/x,download')).toEqual({
      'data-id': '12',
      title: 'Our shop',
      download: '',
    });
  });
});
