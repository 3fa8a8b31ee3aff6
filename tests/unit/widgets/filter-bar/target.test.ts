import { describe, expect, it } from 'vitest';
import { findTarget } from '../../../../src/widgets/filter-bar/target';

describe('the stand-alone filter bar target', () => {
  document.body.innerHTML =
    '<div id="grid"><article class="card a">1</article><p>note</p><article class="card b">2</article></div><ul class="list"><li>x</li><li>y</li></ul>';

  it('takes the items matching the item selector inside the target', () => {
    const target = findTarget(document, '#grid', '.card')!;
    expect(target.root.id).toBe('grid');
    expect(target.items.map((el) => el.textContent)).toEqual(['1', '2']);
  });

  it("takes the target's children when there is no item selector", () => {
    expect(findTarget(document, '.list', '  ')!.items.map((el) => el.textContent)).toEqual(['x', 'y']);
  });

  it('finds nothing for an empty, unmatched or invalid selector, and no items for an invalid item selector', () => {
    expect(findTarget(document, '', '')).toBeNull();
    expect(findTarget(document, '#nope', '')).toBeNull();
    expect(findTarget(document, '##nope', '')).toBeNull();
    expect(findTarget(document, '#grid', '[[')!.items).toEqual([]);
  });
});
