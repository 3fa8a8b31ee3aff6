import { describe, expect, it } from 'vitest';
import { isRtl } from '../../../src/ui/direction';

describe('isRtl', () => {
  it('follows the nearest dir attribute, in any case', () => {
    document.body.innerHTML = '<div dir="RTL"><p id="inside"><span id="deep"></span></p><div dir="ltr"><b id="back"></b></div></div><i id="none"></i>';
    expect(isRtl(document.getElementById('deep')!)).toBe(true);
    expect(isRtl(document.getElementById('inside')!)).toBe(true);
    expect(isRtl(document.getElementById('back')!)).toBe(false);
    expect(isRtl(document.getElementById('none')!)).toBe(false);
  });
});
