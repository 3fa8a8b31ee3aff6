// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  findDisclosure,
  itemIndexOf,
  printedOpen,
  usableId,
} from '../../src/ui/disclosure/dom';
import {
  changedItems,
  focusIndexForKey,
  initialOpen,
  isActivationKey,
  panelsAreRegions,
  toggleItem,
} from '../../src/ui/disclosure/logic';

describe('initialOpen', () => {
  it('keeps what the server printed', () => {
    expect(initialOpen([false, false, false], false, false)).toEqual([false, false, false]);
    expect(initialOpen([false, true, false], false, false)).toEqual([false, true, false]);
    expect(initialOpen([true, false, true], true, false)).toEqual([true, false, true]);
  });

  it('one at a time: only the first printed-open item stays open', () => {
    expect(initialOpen([false, true, true], false, false)).toEqual([false, true, false]);
  });

  it('in the editor the first item opens when none is printed open', () => {
    expect(initialOpen([false, false], false, true)).toEqual([true, false]);
    expect(initialOpen([false, false], true, true)).toEqual([true, false]);
    expect(initialOpen([false, true], false, true)).toEqual([false, true]);
    expect(initialOpen([], false, true)).toEqual([]);
  });
});

describe('toggleItem', () => {
  it('accordion: opening an item closes the open one', () => {
    expect(toggleItem([true, false, false], 2, false)).toEqual([false, false, true]);
    expect(toggleItem([false, false, false], 0, false)).toEqual([true, false, false]);
  });

  it('accordion: the open item closes again', () => {
    expect(toggleItem([false, true, false], 1, false)).toEqual([false, false, false]);
  });

  it('toggle: items open and close on their own', () => {
    expect(toggleItem([true, false, false], 2, true)).toEqual([true, false, true]);
    expect(toggleItem([true, false, true], 0, true)).toEqual([false, false, true]);
  });

  it('an index out of range changes nothing and returns a copy', () => {
    const open = [true, false];
    const next = toggleItem(open, 5, false);
    expect(next).toEqual(open);
    expect(next).not.toBe(open);
    expect(toggleItem(open, -1, true)).toEqual(open);
  });
});

describe('changedItems', () => {
  it('lists the indices whose state differs', () => {
    expect(changedItems([true, false, false], [false, false, true])).toEqual([0, 2]);
    expect(changedItems([true, false], [true, false])).toEqual([]);
  });
});

describe('focusIndexForKey', () => {
  it('Down and Up move to the next and previous header, wrapping at both ends', () => {
    expect(focusIndexForKey('ArrowDown', 0, 3)).toBe(1);
    expect(focusIndexForKey('ArrowDown', 2, 3)).toBe(0);
    expect(focusIndexForKey('ArrowUp', 1, 3)).toBe(0);
    expect(focusIndexForKey('ArrowUp', 0, 3)).toBe(2);
  });

  it('Home and End go to the first and last header', () => {
    expect(focusIndexForKey('Home', 2, 3)).toBe(0);
    expect(focusIndexForKey('End', 0, 3)).toBe(2);
  });

  it('other keys, and no headers, do nothing', () => {
    expect(focusIndexForKey('ArrowRight', 0, 3)).toBeNull();
    expect(focusIndexForKey('Enter', 0, 3)).toBeNull();
    expect(focusIndexForKey('ArrowDown', 0, 0)).toBeNull();
  });
});

describe('isActivationKey', () => {
  it('Enter and Space press a header', () => {
    expect(isActivationKey('Enter')).toBe(true);
    expect(isActivationKey(' ')).toBe(true);
    expect(isActivationKey('Spacebar')).toBe(false);
    expect(isActivationKey('a')).toBe(false);
  });
});

describe('panelsAreRegions', () => {
  it('one-at-a-time panels are always regions', () => {
    expect(panelsAreRegions(12, false)).toBe(true);
  });

  it('panels that may all be open are regions up to six', () => {
    expect(panelsAreRegions(6, true)).toBe(true);
    expect(panelsAreRegions(7, true)).toBe(false);
  });
});

const item = (block: string, n: number, { active = false, heading = false } = {}) => {
  const act = active ? ` ${block}__item--active` : '';
  const tag = heading ? 'h3' : 'div';
  return `<div class="${block}__item">
    <${tag} id="${block}__item-title-${n}" class="${block}__item-title${act}" data-tab="${n}" role="tab">
      <span class="${block}__icon" aria-hidden="true"></span>
      <div class="${block}__item-title-inner"><span class="${block}__item-title-text">Title ${n}</span></div>
    </${tag}>
    <div id="${block}__item-content-${n}" class="${block}__item-content${act}" data-tab="${n}" role="tabpanel">Body ${n}</div>
  </div>`;
};

function mount(html: string): HTMLElement {
  document.body.innerHTML = `<div class="elementor-widget-container">${html}</div>`;
  return document.body.firstElementChild as HTMLElement;
}

describe('findDisclosure', () => {
  it('pairs each item title with its content', () => {
    const container = mount(`<div class="ha-accordion__wrapper" role="tablist">${item('ha-accordion', 1)}${item('ha-accordion', 2)}</div>`);
    const dom = findDisclosure(container, 'ha-accordion')!;
    expect(dom.root.className).toBe('ha-accordion__wrapper');
    expect(dom.items.map((i) => [i.title.id, i.content.id])).toEqual([
      ['ha-accordion__item-title-1', 'ha-accordion__item-content-1'],
      ['ha-accordion__item-title-2', 'ha-accordion__item-content-2'],
    ]);
    expect(dom.items[0].button).toBe(dom.items[0].title);
  });

  it('does not take the items of a widget nested in a panel for its own', () => {
    const nested = `<div class="elementor-widget-container"><div class="ha-toggle__wrapper">${item('ha-toggle', 8)}${item('ha-toggle', 9)}</div></div>`;
    const container = mount(
      `<div class="ha-toggle__wrapper">${item('ha-toggle', 1).replace('Body 1', nested)}</div>`,
    );
    const dom = findDisclosure(container, 'ha-toggle')!;
    expect(dom.items).toHaveLength(1);
    // A click inside the nested widget's title is not ours.
    const nestedTitle = container.querySelector('#ha-toggle__item-title-8 .ha-toggle__item-title-text');
    expect(itemIndexOf(dom.items, nestedTitle, 'ha-toggle')).toBe(-1);
    const ownTitle = container.querySelector('#ha-toggle__item-title-1 .ha-toggle__item-title-text');
    expect(itemIndexOf(dom.items, ownTitle, 'ha-toggle')).toBe(0);
    expect(itemIndexOf(dom.items, container.querySelector('#ha-toggle__item-content-1'), 'ha-toggle')).toBe(-1);
    expect(itemIndexOf(dom.items, null, 'ha-toggle')).toBe(-1);
  });

  it('skips an item without a title or content, and finds nothing without the wrapper', () => {
    const broken = `<div class="ha-accordion__item"><div class="ha-accordion__item-title">Lonely</div></div>`;
    const container = mount(`<div class="ha-accordion__wrapper">${broken}${item('ha-accordion', 2)}</div>`);
    expect(findDisclosure(container, 'ha-accordion')!.items).toHaveLength(1);
    expect(findDisclosure(mount('<p>nothing</p>'), 'ha-accordion')).toBeNull();
    // The other widget's classes are not ours.
    expect(findDisclosure(container, 'ha-toggle')).toBeNull();
  });

  it('a heading title keeps its level: the button is the box inside it', () => {
    const container = mount(`<div class="ha-accordion__wrapper">${item('ha-accordion', 1, { heading: true })}</div>`);
    const [first] = findDisclosure(container, 'ha-accordion')!.items;
    expect(first.title.tagName).toBe('H3');
    expect(first.button.className).toBe('ha-accordion__item-title-inner');
  });
});

describe('printedOpen', () => {
  it('reads the active class the server put on the title or the content', () => {
    const container = mount(
      `<div class="ha-toggle__wrapper">${item('ha-toggle', 1)}${item('ha-toggle', 2, { active: true })}</div>`,
    );
    const { items } = findDisclosure(container, 'ha-toggle')!;
    expect(items.map((i) => printedOpen(i, 'ha-toggle'))).toEqual([false, true]);
    items[0].content.classList.add('ha-toggle__item--active');
    expect(printedOpen(items[0], 'ha-toggle')).toBe(true);
  });
});

describe('usableId', () => {
  it('is the id when set and unique, else null', () => {
    mount('<div id="one"></div><div id="twice"></div><div id="twice"></div><div></div>');
    const [one, first, second, none] = Array.from(document.querySelectorAll<HTMLElement>('.elementor-widget-container > div'));
    expect(usableId(one)).toBe('one');
    expect(usableId(first)).toBe('twice');
    expect(usableId(second)).toBeNull();
    expect(usableId(none)).toBeNull();
  });
});
