import { describe, expect, it } from 'vitest';
import { isActivationKey, rovingIndex } from '../../../src/ui/keys';

const VERTICAL = { horizontal: false, vertical: true };

describe('rovingIndex in a vertical list (accordion headers)', () => {
  it('Down and Up move to the next and previous header, wrapping at both ends', () => {
    expect(rovingIndex('ArrowDown', 0, 3, VERTICAL)).toBe(1);
    expect(rovingIndex('ArrowDown', 2, 3, VERTICAL)).toBe(0);
    expect(rovingIndex('ArrowUp', 1, 3, VERTICAL)).toBe(0);
    expect(rovingIndex('ArrowUp', 0, 3, VERTICAL)).toBe(2);
  });

  it('Home and End go to the first and last header', () => {
    expect(rovingIndex('Home', 2, 3, VERTICAL)).toBe(0);
    expect(rovingIndex('End', 0, 3, VERTICAL)).toBe(2);
  });

  it('other keys, and no headers, do nothing', () => {
    expect(rovingIndex('ArrowRight', 0, 3, VERTICAL)).toBeNull();
    expect(rovingIndex('Enter', 0, 3, VERTICAL)).toBeNull();
    expect(rovingIndex('ArrowDown', 0, 0, VERTICAL)).toBeNull();
  });
});

describe('isActivationKey', () => {
  it('Enter and Space press a button-like element', () => {
    expect(isActivationKey('Enter')).toBe(true);
    expect(isActivationKey(' ')).toBe(true);
    expect(isActivationKey('Spacebar')).toBe(false);
    expect(isActivationKey('a')).toBe(false);
  });
});
