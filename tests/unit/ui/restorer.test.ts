import { describe, expect, it } from 'vitest';
import { createRestorer } from '../../../src/ui/restorer';

describe('createRestorer', () => {
  it('puts back the server attributes and classes, however often they changed', () => {
    const el = document.createElement('div');
    el.setAttribute('role', 'tab');
    el.className = 'a ha-accordion__item--active';
    const restorer = createRestorer();
    restorer.attr(el, 'role', 'button');
    restorer.attr(el, 'role', null);
    restorer.attr(el, 'aria-expanded', 'true');
    restorer.attr(el, 'aria-expanded', 'false');
    restorer.toggle(el, 'ha-accordion__item--active', false);
    restorer.toggle(el, 'ha-accordion__item--active', true);
    restorer.toggle(el, 'ha-accordion__item--active', false);
    restorer.toggle(el, 'extra', true);
    expect(el.getAttribute('aria-expanded')).toBe('false');
    restorer.restore();
    expect(el.getAttribute('role')).toBe('tab');
    expect(el.hasAttribute('aria-expanded')).toBe(false);
    expect(el.className).toBe('a ha-accordion__item--active');
    // Forgotten after restoring: a second restore does nothing.
    el.setAttribute('role', 'note');
    restorer.restore();
    expect(el.getAttribute('role')).toBe('note');
  });

  it('leaves no empty class or style attribute on an element the server printed without one', () => {
    const el = document.createElement('figure');
    const restorer = createRestorer();
    restorer.toggle(el, 'shown', true);
    restorer.style(el, 'height', '10px');
    expect(el.getAttribute('class')).toBe('shown');
    restorer.restore();
    expect(el.hasAttribute('class')).toBe(false);
    expect(el.hasAttribute('style')).toBe(false);
  });
});
