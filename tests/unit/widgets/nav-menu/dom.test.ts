// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { findNavMenu } from '../../../../src/widgets/nav-menu/dom';
import { findNavigationMenu } from '../../../../src/widgets/navigation-menu/dom';

const container = (html: string) => {
  document.body.innerHTML = `<div class="elementor-widget-container">${html}</div>`;
  return document.querySelector<HTMLElement>('.elementor-widget-container')!;
};

describe('ha-nav-menu markup', () => {
  const menu = (listClass: string, wrapper = 'ha_menu_responsive_tablet" data-responsive-breakpoint="1024', one = 'yes') => `
    <div class="ha-wid-con ${wrapper}">
      <button class="ha-menu-hamburger ha-menu-toggler"></button>
      <div class="ha-menu-container ha-menu-offcanvas-elements ha-nav-menu-one-page-${one}">
        <ul class="ha-navbar-nav ${listClass}">
          <li class="ha-dropdown-has"><a href="/a/">A<span class="ha-submenu-indicator-wrap"></span></a>
            <ul class="ha-dropdown"><li class="ha-dropdown-has"><a href="#a1" class="dropdown-item">A1<span class="ha-submenu-indicator-wrap"></span></a>
              <ul class="ha-dropdown"><li><a href="#a11">A11</a></li></ul></li></ul></li>
          <li class="ha-dropdown-has ha-megamenu-has" data-vertical-menu="600px"><a href="#">Mega<span class="ha-submenu-indicator-wrap"></span></a>
            <ul class="ha-megamenu-panel"><div><ul><li class="ha-dropdown-has"><a href="/x/">inside a template</a><ul class="ha-dropdown"></ul></li></ul></div></ul></li>
          <li><a href="#c">C</a></li>
        </ul>
        <div class="ha-nav-identity-panel"><button class="ha-menu-close ha-menu-toggler"></button></div>
      </div>
    </div>`;

  it('click on the icon: indicators toggle, a "#" link toggles itself; template content is not the menu', () => {
    const dom = findNavMenu(container(menu('submenu-click-on-icon')))!;
    expect(dom.submenus.map((s) => s.toggle.className || s.toggle.tagName)).toEqual([
      'ha-submenu-indicator-wrap',
      'ha-submenu-indicator-wrap',
      'A',
    ]);
    expect(dom.submenus.map((s) => s.parent)).toEqual([-1, 0, -1]);
    expect(dom.links.map((a) => a.getAttribute('href'))).toEqual(['/a/', '#a1', '#a11', '#', '#c']);
    expect(dom.burger?.openers).toHaveLength(1);
    expect(dom.burger?.closers).toHaveLength(1);
    expect(dom.breakpoint).toBe(1024);
    expect(dom.onePage).toBe(true);
  });

  it('click on the text: the links toggle; the breakpoint from the class when none is printed', () => {
    const dom = findNavMenu(container(menu('submenu-click-on-', 'ha_menu_responsive_mobile', 'no')))!;
    expect(dom.submenus.every((s) => s.toggle === s.link)).toBe(true);
    expect(dom.breakpoint).toBe(767);
    expect(dom.onePage).toBe(false);
  });

  it('null without the list', () => {
    expect(findNavMenu(container('<div class="ha-wid-con"></div>'))).toBeNull();
  });
});

describe('ha-navigation-menu markup', () => {
  it('indicators beside the links toggle; nested submenus know their parent; the burger buttons by data-humberger', () => {
    const dom = findNavigationMenu(container(`
      <nav class="ha-nav-menu ha-navigation-menu-wrapper"><div class="menu-main-container">
        <div class="ha-nav-humberger-wrapper"><span class="ha-menu-toggler" data-humberger="open"></span><span class="ha-menu-toggler hide-icon" data-humberger="close"></span></div>
        <ul class="menu">
          <li class="menu-item menu-item-has-children"><a href="#s">S</a><span class="ha-submenu-indicator-wrap"></span>
            <ul class="sub-menu"><li class="menu-item menu-item-has-children"><a href="#b">B</a><span class="ha-submenu-indicator-wrap"></span><ul class="sub-menu"><li><a href="#w">W</a></li></ul></li></ul></li>
          <li class="menu-item menu-item-has-children"><a href="#n">No indicator</a><ul class="sub-menu"><li><a href="#n1">N1</a></li></ul></li>
        </ul></div></nav>`))!;
    expect(dom.submenus.map((s) => s.parent)).toEqual([-1, 0, -1]);
    expect(dom.submenus[0].toggle.className).toBe('ha-submenu-indicator-wrap');
    expect(dom.submenus[2].toggle).toBe(dom.submenus[2].link);
    expect(dom.links.map((a) => a.getAttribute('href'))).toEqual(['#s', '#b', '#w', '#n', '#n1']);
    expect(dom.burger?.openers).toHaveLength(1);
    expect(dom.burger?.closers).toHaveLength(1);
    expect(dom.burger?.swapIcons).toBe(true);
  });
});
