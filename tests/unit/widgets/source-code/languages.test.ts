import { describe, expect, it } from 'vitest';
import { highlightLanguageOf, loadLanguage } from '../../../../src/widgets/source-code/languages';
import { luminance, parseRgb } from '../../../../src/widgets/source-code/tone';

describe('highlightLanguageOf', () => {
  it("maps Prism's names, as the add-on prints them, onto highlight.js languages", () => {
    expect(highlightLanguageOf('markup')).toBe('xml');
    expect(highlightLanguageOf('html')).toBe('xml');
    expect(highlightLanguageOf('javascript')).toBe('javascript');
    expect(highlightLanguageOf('js')).toBe('javascript');
    expect(highlightLanguageOf('clike')).toBe('c');
    expect(highlightLanguageOf('shell')).toBe('bash');
    expect(highlightLanguageOf('apacheconf')).toBe('apache');
    expect(highlightLanguageOf('docker')).toBe('dockerfile');
  });

  it('keeps the names both spell alike, whatever the case and spaces', () => {
    for (const name of ['css', 'php', 'python', 'sql', 'json', 'typescript', 'csharp', 'yaml']) expect(highlightLanguageOf(name)).toBe(name);
    expect(highlightLanguageOf(' PHP ')).toBe('php');
  });

  it('has none for an unknown, empty or prototype name (plain text)', () => {
    for (const name of ['brainfuck', '', 'none', 'toString', '__proto__', 'constructor']) expect(highlightLanguageOf(name)).toBeNull();
  });

  it('loads a language definition', async () => {
    const definition = await loadLanguage('css');
    expect(typeof definition).toBe('function');
  });
});

describe('tone helpers', () => {
  it('reads computed rgb() and rgba() colours, and nothing else', () => {
    expect(parseRgb('rgb(31, 41, 51)')).toEqual({ r: 31, g: 41, b: 51, a: 1 });
    expect(parseRgb('rgba(0, 0, 0, 0)')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    expect(parseRgb('rgb(245 242 240 / 50%)')).toEqual({ r: 245, g: 242, b: 240, a: 0.5 });
    expect(parseRgb('transparent')).toBeNull();
  });

  it('gives the WCAG luminance', () => {
    expect(luminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1);
    expect(luminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(luminance({ r: 31, g: 41, b: 51 })).toBeLessThan(0.179);
    expect(luminance({ r: 245, g: 242, b: 240 })).toBeGreaterThan(0.179);
  });
});
