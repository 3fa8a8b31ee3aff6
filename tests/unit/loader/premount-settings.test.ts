// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { copyPremountSettings } from '../../../src/loader/premount-settings';

describe('copyPremountSettings', () => {
  const wrapper = (type: string, settings: string) => {
    document.body.innerHTML = `<div data-widget_type="${type}" data-settings='${settings}'></div>`;
    return document.body.firstElementChild as HTMLElement;
  };
  const units = ['fold_height', 'fold_height_mobile', 'row_height', 'sliderHeight', 'thumbnailHeight'];
  const copied = (el: HTMLElement, key: string) => el.style.getPropertyValue(`--ha-set-${key}`);

  it('copies the listed settings as whole lengths, --ha-set-{key}', () => {
    const el = wrapper('ha-justified-gallery.default', '{"row_height":{"unit":"px","size":180},"margins":{"size":6}}');
    copyPremountSettings(el, units);
    expect(copied(el, 'row_height')).toBe('180px');
    expect(copied(el, 'margins')).toBe('');
  });

  it("takes the page builder's unit wherever it is printed, and the listed unit for a plain number", () => {
    for (const [settings, height, thumbnails] of [
      ['{"sliderHeight":{"unit":"vh","size":50},"thumbnailHeight":100}', '50vh', '100px'],
      ['{"sliderHeight":{"size":50,"unit":"vh"},"thumbnailHeight":"90"}', '50vh', '90px'],
      ['{"sliderHeight":{"size":"30","unit":"em"}}', '30em', ''],
      ['{"sliderHeight":{"size":50,"unit":"%"}}', '50%', ''],
      ['{"sliderHeight":{"size":420,"unit":""}}', '420px', ''],
      ['{"sliderHeight":{"size":420}}', '420px', ''],
      ['{"sliderHeight":300}', '300px', ''],
    ]) {
      const el = wrapper('ha-advanced-slider.default', settings);
      copyPremountSettings(el, units);
      expect([copied(el, 'sliderHeight'), copied(el, 'thumbnailHeight')], settings).toEqual([height, thumbnails]);
    }
  });

  it('leaves out what is not a number, so the stylesheet falls back to the default', () => {
    const el = wrapper('ha-unfold.default', '{"fold_height":"tall","fold_height_mobile":"120"}');
    copyPremountSettings(el, units);
    expect(copied(el, 'fold_height')).toBe('');
    expect(copied(el, 'fold_height_mobile')).toBe('120px');
    for (const value of ['""', 'null', '{"size":""}', '{"unit":"px","size":null}', '[]', 'true']) {
      const empty = wrapper('ha-unfold.default', `{"fold_height":${value},"fold_height_mobile":80}`);
      copyPremountSettings(empty, units);
      expect([copied(empty, 'fold_height'), copied(empty, 'fold_height_mobile')], value).toEqual(['', '80px']);
    }
  });

  it('does nothing for types not ours, broken JSON or no settings', () => {
    for (const el of [
      wrapper('countdown.default', '{"fold_height":80}'),
      wrapper('ha-unfold.default', '{"fold_height":80'),
      wrapper('ha-unfold.default', 'null'),
    ]) {
      expect(() => copyPremountSettings(el, units)).not.toThrow();
      expect(el.getAttribute('style')).toBeNull();
      expect([' ', null]).toContain(el.getAttribute('data-ha-set'));
    }
    const bare = document.createElement('div');
    bare.dataset.widget_type = 'ha-unfold.default';
    expect(() => copyPremountSettings(bare, units)).not.toThrow();
  });

  it('copies short plain values as exact tokens, whatever the order, spacing or escaping of the JSON', () => {
    const tokens = (settings: string) => {
      const el = wrapper('ha-carousel.default', settings);
      copyPremountSettings(el, units);
      return el.getAttribute('data-ha-set');
    };
    expect(tokens('{"navigation":"dots","slides_to_show":"3","center":"yes","thumbnails":false}')).toBe(' navigation:dots slides_to_show:3 center:yes thumbnails:false ');
    expect(tokens('{ "center" : "yes" ,\n "slides_to_show" : 3 }')).toBe(' center:yes slides_to_show:3 ');
    // The slider control's size as a number; an empty size is not set, as the page builder counts it.
    expect(tokens('{"slides_to_show_tablet":{"unit":"px","size":2},"slides_to_show_mobile":{"size":""}}')).toBe(' slides_to_show_tablet:2 ');
    // Nothing that could fake another token or bloat the attribute: text with spaces or colons, long
    // words, empty strings, objects and arrays.
    expect(tokens(`{"title":"a b:c center:yes","url":"https://x.test/","empty":"","long":"${'a'.repeat(33)}","list":["yes","no"],"o":{"a":1}}`)).toBe(' ');
  });
});
