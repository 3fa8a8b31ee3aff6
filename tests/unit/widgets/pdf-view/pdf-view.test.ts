// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { findPdf, readPdfSettings } from '../../../../src/widgets/pdf-view/dom';
import { documentUrl, fileName, isCssLength, pageAddress } from '../../../../src/widgets/pdf-view/logic';
import { pdfSchema } from '../../../../src/widgets/pdf-view/settings';

const BASE = 'https://site.test/guides/page/';

describe('documentUrl', () => {
  it('resolves relative addresses against the page and keeps http(s) ones', () => {
    expect(documentUrl('/files/a.pdf', BASE)?.href).toBe('https://site.test/files/a.pdf');
    expect(documentUrl('b.pdf', BASE)?.href).toBe('https://site.test/guides/page/b.pdf');
    expect(documentUrl('http://cdn.site.test/c.pdf', BASE)?.href).toBe('http://cdn.site.test/c.pdf');
  });

  it('refuses other schemes and empty values', () => {
    for (const value of ['', '  ', 'javascript:alert(1)', 'data:application/pdf;base64,AAAA', 'file:///etc/passwd'])
      expect(documentUrl(value, BASE), value).toBeNull();
  });
});

describe('pageAddress and fileName', () => {
  it('opens the page with #page=, replacing any fragment; a bad page is page 1', () => {
    const url = new URL('https://site.test/a.pdf#zoom=50');
    expect(pageAddress(url, 3)).toBe('https://site.test/a.pdf#page=3');
    expect(pageAddress(url, 0)).toBe('https://site.test/a.pdf#page=1');
    expect(pageAddress(url, Number.NaN)).toBe('https://site.test/a.pdf#page=1');
  });

  it('names the download after the file', () => {
    expect(fileName(new URL('https://site.test/files/My%20guide.pdf?v=2'))).toBe('My guide.pdf');
    expect(fileName(new URL('https://site.test/'))).toBe('document.pdf');
  });
});

describe('settings', () => {
  const parse = (raw: Record<string, unknown>) => pdfSchema.parse(raw, 'desktop', { mobile: 767, tablet: 1024 });

  it('takes CSS lengths only', () => {
    for (const ok of ['100%', '600px', '40.5em', '80vh', '0']) expect(isCssLength(ok), ok).toBe(true);
    for (const bad of ['tall', '600', 'calc(100% - 1px)', '10px; color: red', '']) expect(isCssLength(bad), bad).toBe(false);
  });

  it('defaults: page 1, full width, 600px', () => {
    expect(parse({ pdf_url: '/a.pdf' }).value).toMatchObject({ pdf_url: '/a.pdf', page_number: 1, width: '100%', height: '600px' });
  });

  it('reads the add-on values (a page number as a string too); bad values give a problem each', () => {
    expect(parse({ page_number: '2', width: '480px', height: '400px' }).value).toMatchObject({ page_number: 2, width: '480px', height: '400px' });
    const { value, problems } = parse({ page_number: 'first', height: 'tall' });
    expect(value).toMatchObject({ page_number: 1, height: '600px' });
    expect(problems).toHaveLength(2);
  });
});

describe('markup', () => {
  const printed = (settings: string, id = 'viewer-abc') => {
    const container = document.createElement('div');
    container.innerHTML = `<div class="pdf_viewer_container"><div class="pdf_viewer_options viewer-abc" data-pdf-settings='${settings}'><span class="ha-title-flex"><h2 class="ha-pdf-title"> Guide </h2></span><div class="pdf-button"></div></div><div><div id="${id}"></div></div></div>`;
    return container;
  };

  it('finds the options, the element named by unique_id and the title', () => {
    const container = printed('{"unique_id":"viewer-abc","pdf_url":"/a.pdf"}');
    const dom = findPdf(container, 'viewer-abc')!;
    expect(dom.target?.id).toBe('viewer-abc');
    expect(dom.title).toBe('Guide');
    expect(readPdfSettings(container)).toEqual({ unique_id: 'viewer-abc', pdf_url: '/a.pdf' });
  });

  it('falls back to the empty element after the options when the id does not match', () => {
    expect(findPdf(printed('{}', 'viewer-other'), 'viewer-abc')!.target?.id).toBe('viewer-other');
  });

  it('unreadable settings give nothing', () => {
    expect(readPdfSettings(printed('{oops'))).toEqual({});
    expect(readPdfSettings(printed('[1,2]'))).toEqual({});
  });
});
