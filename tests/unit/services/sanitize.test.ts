// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseLinkAttributes, sanitizeAnswer, sanitizeFragment, sanitizeHtml, sanitizeLinkAttributes, styleWithoutLoads } from '../../../src/services/sanitize';
import { BIG_ANSWER_CHARS } from '../../../src/services/answer';


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

describe('what sanitised HTML may load', () => {
  it('drops <style> and <link> elements, whatever a caller allows', () => {
    const clean = sanitizeHtml(
      '<style>@import url(https://evil.test/a.css); p { color: red }</style><link rel="stylesheet" href="https://evil.test/b.css"><p>text</p>',
      { ADD_TAGS: ['style', 'link'] },
    );
    expect(clean).toBe('<p>text</p>');
  });

  it('drops every style declaration that names a URL, keeps the rest of the attribute', () => {
    const box = document.createElement('div');
    box.append(
      sanitizeFragment(
        '<p style="color: red; background-image: url(https://evil.test/x.png)">a</p>' +
          '<p style="list-style: URL(\'https://evil.test/y.png\'); margin: 2px">b</p>' +
          '<p style="background-image: image-set(&quot;https://evil.test/z.png&quot; 1x)">c</p>' +
          '<p style="--pic: url(https://evil.test/v.png)">d</p>',
      ),
    );
    const styles = [...box.querySelectorAll('p')].map((p) => p.getAttribute('style') ?? '');
    expect(styles.join(' ')).not.toMatch(/evil|url|image-set/i);
    expect(styles[0]).toMatch(/color: red/);
    expect(styles[1]).toMatch(/margin: 2px/);
    expect(box.querySelector('p:nth-child(3)')!.hasAttribute('style')).toBe(false);
  });

  it('drops declarations that hide a name behind a CSS escape', () => {
    expect(styleWithoutLoads('--pic: u\\72 l(https://evil.test/w.png)')).not.toMatch(/evil/);
    expect(styleWithoutLoads('background: u\\rl(https://evil.test/w.png); color: blue')).not.toMatch(/evil/);
    expect(styleWithoutLoads('color: blue; font-family: Curlz')).toBe('color: blue; font-family: Curlz');
  });

  it('keeps images: src and srcset are content', () => {
    const box = document.createElement('div');
    box.append(sanitizeFragment('<img src="/a.png" srcset="/a.png 1x, /a2.png 2x" alt="A">'));
    expect(box.querySelector('img')!.getAttribute('src')).toBe('/a.png');
    expect(box.querySelector('img')!.getAttribute('srcset')).toBe('/a.png 1x, /a2.png 2x');
  });
});

describe('sanitizeFragment and sanitizeAnswer', () => {
  it('give nodes, not a string, and nothing for a non-string', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fragment = sanitizeFragment('<b onclick="alert(1)">hi</b><script>alert(2)</script>');
    expect(fragment).toBeInstanceOf(DocumentFragment);
    expect(fragment.childNodes).toHaveLength(1);
    expect((fragment.firstChild as Element).outerHTML).toBe('<b>hi</b>');
    expect(sanitizeFragment(42).childNodes).toHaveLength(0);
  });

  it('sanitise a big answer in a task of its own, and not at all once aborted', async () => {
    const big = `<p>${'x'.repeat(BIG_ANSWER_CHARS + 1)}</p>`;
    let sanitised = false;
    const pending = sanitizeAnswer(big).then((fragment) => ((sanitised = true), fragment));
    await Promise.resolve();
    expect(sanitised).toBe(false);
    expect((await pending)!.textContent).toHaveLength(BIG_ANSWER_CHARS + 1);
    const controller = new AbortController();
    const aborted = sanitizeAnswer(big, {}, controller.signal);
    controller.abort();
    expect(await aborted).toBeNull();
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
