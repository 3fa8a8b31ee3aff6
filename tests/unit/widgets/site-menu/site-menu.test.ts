// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { findSiteMenu } from '../../../../src/widgets/site-menu/dom';
import { dropdownQuery } from '../../../../src/widgets/site-menu/logic';

describe('the header dropdown breakpoint', () => {
  it('mobile below 768 px, tablet below 1025 px (the default), none never, the dropdown layout always', () => {
    expect(dropdownQuery(['site-header', 'menu-dropdown-mobile'])).toBe('(max-width: 767px)');
    expect(dropdownQuery(['site-header', 'menu-dropdown-tablet'])).toBe('(max-width: 1024px)');
    expect(dropdownQuery(['site-header'])).toBe('(max-width: 1024px)');
    expect(dropdownQuery(['site-header', 'menu-dropdown-none'])).toBeNull();
    expect(dropdownQuery(['site-header', 'menu-dropdown-none', 'menu-layout-dropdown'])).toBe('all');
  });
});

describe('reading the header', () => {
  const markup = `<header class="site-header" data-widget_type="ha-site-menu.default">
    <div class="site-navigation-toggle-holder"><button class="site-navigation-toggle"></button></div>
    <nav class="site-navigation-dropdown"><ul class="menu">
      <li class="menu-item menu-item-has-children"><a href="#a">A</a><ul class="sub-menu"><li><a href="#a1">A1</a></li></ul></li>
      <li class="menu-item menu-item-has-children"><a href="#b">B</a></li>
      <li class="menu-item"><a href="#c">C</a></li>
    </ul></nav></header>`;

  it('finds the toggle, the dropdown and the items with a submenu', () => {
    document.body.innerHTML = markup;
    const header = document.querySelector<HTMLElement>('header')!;
    const dom = findSiteMenu(header, header)!;
    expect(dom.header).toBe(header);
    expect(dom.toggle.className).toBe('site-navigation-toggle');
    // B says it has children but prints no sub-menu: nothing to open.
    expect(dom.items.map((item) => item.link.textContent)).toEqual(['A']);
  });

  it('null without the toggle or the dropdown', () => {
    document.body.innerHTML = '<header class="site-header"><nav class="site-navigation-dropdown"></nav></header>';
    const header = document.querySelector<HTMLElement>('header')!;
    expect(findSiteMenu(header, header)).toBeNull();
  });
});
