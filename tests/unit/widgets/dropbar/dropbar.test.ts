// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { findDropbar } from '../../../../src/widgets/dropbar/dom';
import {
  assetUrls,
  readTemplateAnswer,
  scriptOrigins,
  scriptsFromElsewhere,
  templateRequestUrl,
  usableTemplateId,
} from '../../../../src/widgets/dropbar/logic';
import { dropbarSchema } from '../../../../src/widgets/dropbar/settings';

const BASE = 'https://example.com/shop/page/';
const breakpoints = { mobile: 767, tablet: 1024 };
const parse = (raw: Record<string, unknown>) => dropbarSchema.parse(raw, 'desktop', breakpoints);

describe('dropbar settings', () => {
  it('defaults: hover mode, 500 ms hide delay, no template', () => {
    expect(parse({})).toEqual({
      value: { mode: 'hover', hide_delay: 500, ajax_template: false, template_id: '', signature: '' },
      problems: [],
    });
  });

  it('reads the page builder values, a numeric template id included', () => {
    const { value, problems } = parse({ mode: 'click', hide_delay: '250', ajax_template: 'yes', template_id: 501, signature: 'abc' });
    expect(value).toEqual({ mode: 'click', hide_delay: 250, ajax_template: true, template_id: '501', signature: 'abc' });
    expect(problems).toEqual([]);
  });

  it('bad values fall back to the defaults, one problem each', () => {
    const { value, problems } = parse({ mode: 'sideways', hide_delay: 'soon', ajax_template: 'maybe', template_id: {} });
    expect(value).toEqual({ mode: 'hover', hide_delay: 500, ajax_template: false, template_id: '', signature: '' });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^mode "sideways" is not valid; using "hover"$/);
  });

  it('a negative hide delay is clamped to 0', () => {
    const { value, problems } = parse({ hide_delay: -20 });
    expect(value.hide_delay).toBe(0);
    expect(problems).toHaveLength(1);
  });
});

describe('usableTemplateId', () => {
  it('refuses the empty and zero ids the page builder prints for none', () => {
    expect(usableTemplateId('')).toBe(false);
    expect(usableTemplateId('  ')).toBe(false);
    expect(usableTemplateId('0')).toBe(false);
    expect(usableTemplateId('501')).toBe(true);
    expect(usableTemplateId(' 77 ')).toBe(true);
  });
});

describe('templateRequestUrl', () => {
  const query = { id: '501', dev: false, signature: 's1g' };

  it('adds id, dev and signature to a pretty REST route', () => {
    const url = new URL(templateRequestUrl('/wp-json/happy-addons/v1/template', BASE, query));
    expect(url.origin + url.pathname).toBe('https://example.com/wp-json/happy-addons/v1/template');
    expect([...url.searchParams]).toEqual([
      ['id', '501'],
      ['dev', 'false'],
      ['signature', 's1g'],
    ]);
  });

  it('keeps the plain permalink form (?rest_route=) and sends dev=true in the editor', () => {
    const url = new URL(templateRequestUrl('https://example.com/?rest_route=/happy-addons/v1/template', BASE, { ...query, dev: true }));
    expect(url.searchParams.get('rest_route')).toBe('/happy-addons/v1/template');
    expect(url.searchParams.get('id')).toBe('501');
    expect(url.searchParams.get('dev')).toBe('true');
  });

  it('sends an empty signature rather than none, and trims the id', () => {
    const url = new URL(templateRequestUrl('/t', BASE, { id: ' 9 ', dev: false, signature: '' }));
    expect(url.searchParams.get('id')).toBe('9');
    expect(url.searchParams.has('signature')).toBe(true);
    expect(url.searchParams.get('signature')).toBe('');
  });

  it('encodes what it adds', () => {
    const url = templateRequestUrl('/t', BASE, { id: '1&x=2', dev: false, signature: 'a b/c' });
    expect(url).toBe('https://example.com/t?id=1%26x%3D2&dev=false&signature=a+b%2Fc');
  });
});

describe('assetUrls', () => {
  it('takes a list of URLs, resolved against the page and each kept once', () => {
    expect(assetUrls(['/a.js', 'b.js', 'https://cdn.example.net/c.js', '/a.js'], BASE)).toEqual([
      'https://example.com/a.js',
      'https://example.com/shop/page/b.js',
      'https://cdn.example.net/c.js',
    ]);
  });

  it("takes the CMS's handle-to-URL map, in its order", () => {
    expect(assetUrls({ 'jquery-core': '/jq.js', 'my-widget': '/w.js' }, BASE)).toEqual([
      'https://example.com/jq.js',
      'https://example.com/w.js',
    ]);
  });

  it('drops empty and non-string entries and anything not http(s)', () => {
    expect(assetUrls(['', '  ', 7, null, 'javascript:alert(1)', 'data:text/javascript,1', '//cdn.example.net/x.css'], BASE)).toEqual([
      'https://cdn.example.net/x.css',
    ]);
  });

  it('nothing usable gives an empty list', () => {
    for (const value of [undefined, null, 'a.js', 3, true]) expect(assetUrls(value, BASE)).toEqual([]);
  });
});

describe('readTemplateAnswer', () => {
  it('reads content, scripts and styles', () => {
    expect(
      readTemplateAnswer({ template_content: '<p>Hi</p>', template_scripts: ['/s.js'], template_styles: { main: '/m.css' } }, BASE),
    ).toEqual({ content: '<p>Hi</p>', scripts: ['https://example.com/s.js'], styles: ['https://example.com/m.css'] });
  });

  it('an empty template is still a template; missing asset fields are empty lists', () => {
    expect(readTemplateAnswer({ template_content: '' }, BASE)).toEqual({ content: '', scripts: [], styles: [] });
  });

  it('anything without a string template_content is no template', () => {
    for (const data of [null, 'html', [], {}, { template_content: 5 }, { code: 'not_found', message: 'Template 9 not found' }])
      expect(readTemplateAnswer(data, BASE)).toBeNull();
  });
});

describe('template script origins', () => {
  const request = 'https://example.com/wp-json/happy-addons/v1/template?id=5';

  it("allow the template endpoint's origin only, unless the site lists more", () => {
    const own = scriptOrigins(request, undefined);
    expect([...own]).toEqual(['https://example.com']);
    expect(scriptsFromElsewhere(['https://example.com/a.js', 'https://evil.test/b.js', 'http://example.com/c.js'], own)).toEqual([
      'https://evil.test/b.js',
      'http://example.com/c.js',
    ]);
    const listed = scriptOrigins(request, ['https://cdn.example.net/', ' https://static.example.org/lib/x.js ']);
    expect(scriptsFromElsewhere(['https://cdn.example.net/a.js', 'https://static.example.org/b.js', 'https://evil.test/c.js'], listed)).toEqual([
      'https://evil.test/c.js',
    ]);
  });

  it('ignore listed entries that are not http(s) origins', () => {
    const origins = scriptOrigins(request, ['*', 'javascript:alert(1)', 'data:text/javascript,1', 7, null, 'not a url']);
    expect([...origins]).toEqual(['https://example.com']);
    expect([...scriptOrigins(request, 'https://cdn.example.net')]).toEqual(['https://example.com']);
  });
});

describe('findDropbar', () => {
  const markup = (inside: string) => {
    const container = document.createElement('div');
    container.innerHTML = inside;
    return container;
  };
  const full = `
    <div class="ha-dropbar__wrapper"><div class="ha-dropbar__inner">
      <button class="ha-dropbar__button">Open</button>
      <div class="ha-dropbar__content-wrapper"><div class="ha-dropbar__content"><div class="ha-dropbar__loader"></div></div></div>
    </div></div>`;

  it('finds the button, panel, content and loader', () => {
    const dom = findDropbar(markup(full))!;
    expect(dom.button.textContent).toBe('Open');
    expect(dom.panel.className).toBe('ha-dropbar__content-wrapper');
    expect(dom.content.className).toBe('ha-dropbar__content');
    expect(dom.loader?.className).toBe('ha-dropbar__loader');
    expect(dom.inner.contains(dom.button) && dom.inner.contains(dom.panel)).toBe(true);
  });

  it('the loader is optional', () => {
    expect(findDropbar(markup(full.replace('<div class="ha-dropbar__loader"></div>', '')))?.loader).toBeNull();
  });

  it('incomplete markup gives null', () => {
    expect(findDropbar(markup(full.replace('ha-dropbar__button', 'x')))).toBeNull();
    expect(findDropbar(markup(full.replace('ha-dropbar__content"', 'y"')))).toBeNull();
    expect(findDropbar(markup('<p>nothing</p>'))).toBeNull();
  });

  it('a dropbar inside a loaded template is not taken for ours', () => {
    const container = markup(`<div><div class="ha-dropbar__wrapper">${full}</div></div>`);
    expect(findDropbar(container)).toBeNull();
  });
});
