import { describe, expect, it } from 'vitest';
import {
  belowQuery,
  closeSubmenu,
  currentLinks,
  isSamePageSection,
  isWithin,
  MENU_BREAKPOINTS,
  megaPanelWidth,
  openPath,
  samePath,
  toggleSubmenu,
} from '../../../../src/ui/menu/logic';

const here = (pathname: string, hash = '') => ({ origin: 'https://example.com', pathname, hash });

describe('menu breakpoints', () => {
  it('mobile below 768 px, tablet below 1025 px', () => {
    expect(belowQuery(MENU_BREAKPOINTS.mobile)).toBe('(max-width: 767px)');
    expect(belowQuery(MENU_BREAKPOINTS.tablet)).toBe('(max-width: 1024px)');
    expect(belowQuery(0)).toBe('(max-width: 0px)');
  });
});

describe('current links by path and hash', () => {
  const hrefs = ['/', '/about/', '/about/#team', '#contact', 'https://other.example/about/', '#', null, 'http://[bad'];

  it('by path while the address has no hash; a trailing slash does not matter', () => {
    expect(currentLinks(hrefs, here('/about'))).toEqual([false, true, false, false, false, false, false, false]);
    expect(currentLinks(hrefs, here('/'))).toEqual([true, false, false, false, false, false, false, false]);
  });

  it('a section link of this page is current while the address has its hash, and then only section links are', () => {
    expect(currentLinks(hrefs, here('/about/', '#team'))).toEqual([false, false, true, false, false, false, false, false]);
    // "#contact" resolves against the page the visitor is on.
    expect(currentLinks(hrefs, here('/about/', '#contact'))).toEqual([false, false, false, true, false, false, false, false]);
  });

  it('a hash no link names leaves the path match current', () => {
    expect(currentLinks(hrefs, here('/about/', '#nowhere'))).toEqual([false, true, false, false, false, false, false, false]);
  });

  it('relative links resolve against the page; other sites, bare "#" and no href never are', () => {
    expect(currentLinks(['menu.html', '../x/menu.html', '#'], here('/x/menu.html'))).toEqual([true, true, false]);
    expect(currentLinks(['https://other.example/'], here('/'))).toEqual([false]);
  });

  it('samePath', () => {
    expect(samePath('/a/b/', '/a/b')).toBe(true);
    expect(samePath('/', '/')).toBe(true);
    expect(samePath('/a', '/b')).toBe(false);
  });
});

describe('one-page links', () => {
  it('a hash on this page is a section link; a bare "#", another page or another site is not', () => {
    const on = here('/home/');
    expect(isSamePageSection('#about', on)).toBe(true);
    expect(isSamePageSection('/home#about', on)).toBe(true);
    expect(isSamePageSection('https://example.com/home/#about', on)).toBe(true);
    expect(isSamePageSection('#', on)).toBe(false);
    expect(isSamePageSection('/blog/#about', on)).toBe(false);
    expect(isSamePageSection('https://other.example/home/#about', on)).toBe(false);
    expect(isSamePageSection('/home/', on)).toBe(false);
    expect(isSamePageSection(null, on)).toBe(false);
  });
});

describe('mega panel width', () => {
  it('takes a length or a plain number (px); empty means full width', () => {
    expect(megaPanelWidth('750px')).toBe('750px');
    expect(megaPanelWidth('600')).toBe('600px');
    expect(megaPanelWidth(' 80% ')).toBe('80%');
    expect(megaPanelWidth('')).toBeNull();
    expect(megaPanelWidth(null)).toBeNull();
    expect(megaPanelWidth('auto')).toBeNull();
    expect(megaPanelWidth('750px; color: red')).toBeNull();
  });
});

describe('open submenus', () => {
  // 0: top; 1 inside 0; 2 inside 1; 3: top.
  const parents = [-1, 0, 1, -1];

  it('openPath opens an item with its ancestors only', () => {
    expect(openPath(parents, 2)).toEqual([true, true, true, false]);
    expect(openPath(parents, 3)).toEqual([false, false, false, true]);
  });

  it('isWithin follows the parents, and a loop in them ends', () => {
    expect(isWithin(parents, 2, 0)).toBe(true);
    expect(isWithin(parents, 0, 2)).toBe(false);
    expect(isWithin([1, 0], 0, 3)).toBe(false);
  });

  it('toggling opens the path and closes the rest; toggling an open item closes it with what lies inside', () => {
    const all = [true, true, true, false];
    expect(toggleSubmenu([false, false, false, false], parents, 1)).toEqual([true, true, false, false]);
    expect(toggleSubmenu(all, parents, 3)).toEqual([false, false, false, true]);
    expect(toggleSubmenu(all, parents, 1)).toEqual([true, false, false, false]);
    expect(closeSubmenu(all, parents, 0)).toEqual([false, false, false, false]);
    expect(toggleSubmenu(all, parents, 9)).toEqual(all);
  });
});
