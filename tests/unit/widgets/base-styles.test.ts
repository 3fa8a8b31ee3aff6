// Every widget's base look: present, imported first, and of zero specificity behind the off switch, so
// the add-on's or the theme's stylesheet always wins and `baseStyles: false` removes it; never on a
// widget that failed, which shows its server HTML as printed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const widgets = path.join(__dirname, '../../../src/widgets');
const folders = readdirSync(widgets, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(widgets, entry.name, 'meta.ts')))
  .map((entry) => entry.name);

const GATE = ":where(html:not([data-ha-base='off']))";
const NOT_FAILED = ":not(:where([data-ha-state='error'], [data-ha-state='error'] *))";

/** True when `text` is one `:where(...)` whose parentheses close at its very end. */
function isOneWhere(text: string): boolean {
  if (!text.startsWith(':where(') || !text.endsWith(')')) return false;
  let depth = 0;
  for (let i = ':where'.length; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i === text.length - 1;
  }
  return false;
}

/** Splits a selector list on its top-level commas. */
function selectorsOf(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) parts.push(list.slice(start, i)), (start = i + 1);
  }
  return [...parts, list.slice(start)].map((part) => part.trim().replace(/\s+/g, ' '));
}

/** Whether a selector is the gate, one `:where(...)` and the failed-widget exclusion: specificity 0,0,0. */
function isGatedZeroSpecificity(selector: string): boolean {
  return selector.startsWith(`${GATE} `) && selector.endsWith(NOT_FAILED) && isOneWhere(selector.slice(GATE.length + 1, -NOT_FAILED.length));
}

describe('the base-style selector rule', () => {
  it('accepts the gate and one :where, and nothing else', () => {
    expect(isGatedZeroSpecificity(`${GATE} :where(.ha-a .ha-b:not(.x))${NOT_FAILED}`)).toBe(true);
    expect(isGatedZeroSpecificity(`${GATE} :where(.ha-a, .ha-b)${NOT_FAILED}`)).toBe(true);
    expect(isGatedZeroSpecificity(`${GATE} :where(.ha-a)`)).toBe(false);
    expect(isGatedZeroSpecificity('.ha-a')).toBe(false);
    expect(isGatedZeroSpecificity(`${GATE} :where(.ha-a) .ha-b${NOT_FAILED}`)).toBe(false);
    expect(isGatedZeroSpecificity(`${GATE} .ha-a${NOT_FAILED}`)).toBe(false);
    expect(isGatedZeroSpecificity(`:where(html) :where(.ha-a)${NOT_FAILED}`)).toBe(false);
  });
});

describe.each(folders)('%s: base look', (name) => {
  const file = path.join(widgets, name, 'base.css');

  it('ships base.css, imported before any other stylesheet of the widget', () => {
    expect(existsSync(file), `src/widgets/${name}/base.css`).toBe(true);
    const index = ['index.ts', 'index.tsx'].map((f) => path.join(widgets, name, f)).find(existsSync)!;
    const stylesheets = [...readFileSync(index, 'utf8').matchAll(/^import '([^']+\.css|swiper\/css[^']*)';$/gm)].map((m) => m[1]);
    expect(stylesheets[0]).toBe('./base.css');
  });

  it('gives every selector zero specificity behind the off switch', () => {
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css).not.toMatch(/!important|@import/);
    const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)];
    expect(rules.length).toBeGreaterThan(0);
    for (const [, selectorList] of rules)
      for (const selector of selectorsOf(selectorList.trim())) expect(isGatedZeroSpecificity(selector), selector).toBe(true);
  });
});
