// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { copyPremountSettings } from '../../../src/loader/premount-settings';

describe('copyPremountSettings', () => {
  const wrapper = (type: string, settings: string) => {
    document.body.innerHTML = `<div data-widget_type="${type}" data-settings='${settings}'></div>`;
    return document.body.firstElementChild as HTMLElement;
  };
  const keys = { 'ha-unfold': ['fold_height', 'fold_height_mobile'], 'ha-justified-gallery': ['row_height'] };

  it('copies the listed numbers of its type as --ha-set-{key}', () => {
    const el = wrapper('ha-justified-gallery.default', '{"row_height":{"unit":"px","size":180},"margins":{"size":6}}');
    copyPremountSettings(el, keys);
    expect(el.style.getPropertyValue('--ha-set-row_height')).toBe('180');
    expect(el.style.getPropertyValue('--ha-set-margins')).toBe('');
  });

  it('leaves out what is not a number, so the stylesheet falls back to the default', () => {
    const el = wrapper('ha-unfold.default', '{"fold_height":"tall","fold_height_mobile":"120"}');
    copyPremountSettings(el, keys);
    expect(el.style.getPropertyValue('--ha-set-fold_height')).toBe('');
    expect(el.style.getPropertyValue('--ha-set-fold_height_mobile')).toBe('120');
  });

  it('does nothing for other types, broken JSON or no settings', () => {
    for (const el of [
      wrapper('ha-countdown.default', '{"fold_height":80}'),
      wrapper('ha-unfold.default', '{"fold_height":80'),
      wrapper('ha-unfold.default', 'null'),
    ]) {
      expect(() => copyPremountSettings(el, keys)).not.toThrow();
      expect(el.getAttribute('style')).toBeNull();
    }
    const bare = document.createElement('div');
    bare.dataset.widget_type = 'ha-unfold.default';
    expect(() => copyPremountSettings(bare, keys)).not.toThrow();
  });
});
