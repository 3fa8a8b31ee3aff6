// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isEscapeKey } from '../../../../src/ui/overlay';

describe('isEscapeKey', () => {
  it('knows Escape by its name, its old name and its key code 27', () => {
    expect(isEscapeKey(new KeyboardEvent('keydown', { key: 'Escape' }))).toBe(true);
    expect(isEscapeKey(new KeyboardEvent('keydown', { key: 'Esc' }))).toBe(true);
    expect(isEscapeKey(new KeyboardEvent('keydown', { keyCode: 27 } as KeyboardEventInit))).toBe(true);
    expect(isEscapeKey(new KeyboardEvent('keydown', { key: 'Enter' }))).toBe(false);
  });
});
