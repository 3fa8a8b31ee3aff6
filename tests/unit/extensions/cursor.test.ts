import { describe, expect, it } from 'vitest';
import { POINTER_HIDING_CLASSES, pointerHidingIn } from '../../../src/extensions/cursor/rules';

describe('the custom cursor, kept off', () => {
  it('knows the add-on’s two body classes that hide the real pointer', () => {
    expect(POINTER_HIDING_CLASSES).toEqual(['hm-init-default-cursor-none', 'hm-init-cmc-cursor-none']);
    expect(pointerHidingIn(['home', 'hm-init-cmc-cursor-none', 'hm-init-default-cursor-none', 'cursor-none'])).toEqual(['hm-init-cmc-cursor-none', 'hm-init-default-cursor-none']);
    expect(pointerHidingIn([])).toEqual([]);
  });
});
