// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  findDisclosure,
  itemIndexOf,
  printedOpen,

} from '../../../../src/ui/disclosure/dom';
import { usableId } from '../../../../src/ui/usable-id';
import { idFromHash, linkedItem, scrollTargetOf, type LinkableItem } from '../../../../src/ui/deep-link';
import {
  changedItems,
  initialOpen,
  openItem,
  panelsAreRegions,
  toggleItem,
} from '../../../../src/ui/disclosure/logic';
import { accordionSchema } from '../../../../src/widgets/accordion/settings';

describe('initialOpen', () => {
  const opened = (printed: boolean[], multiple: boolean, expand: number) =>
    initialOpen(printed, multiple, expand).open;

  it('keeps what the server printed when nothing is to be expanded', () => {
    expect(opened([false, false, false], false, 0)).toEqual([false, false, false]);
    expect(opened([false, true, false], false, 0)).toEqual([false, true, false]);
    expect(opened([true, false, true], true, 0)).toEqual([true, false, true]);
  });

  it('one at a time: only the first printed-open item stays open', () => {
    expect(opened([false, true, true], false, 0)).toEqual([false, true, false]);
    expect(opened([false, true, true], false, 1)).toEqual([false, true, false]);
  });

  it('opens item `expand` (1-based) when none is printed open', () => {
    expect(initialOpen([false, false, false], false, 1)).toEqual({ open: [true, false, false], outOfRange: false });
    expect(initialOpen([false, false, false], false, 2)).toEqual({ open: [false, true, false], outOfRange: false });
    expect(initialOpen([false, false, false], false, 3)).toEqual({ open: [false, false, true], outOfRange: false });
    expect(opened([false, false], true, 1)).toEqual([true, false]);
  });

  it('an item printed open wins over `expand`', () => {
    expect(initialOpen([false, true, false], false, 1)).toEqual({ open: [false, true, false], outOfRange: false });
    expect(initialOpen([true, false, false], false, 3)).toEqual({ open: [true, false, false], outOfRange: false });
    expect(initialOpen([false, false, true], true, 9)).toEqual({ open: [false, false, true], outOfRange: false });
  });

  it('an `expand` past the last item opens item 1 and says so', () => {
    expect(initialOpen([false, false], false, 3)).toEqual({ open: [true, false], outOfRange: true });
    expect(initialOpen([false, false], true, 99)).toEqual({ open: [true, false], outOfRange: true });
  });

  it('no items: nothing opens and nothing is out of range', () => {
    expect(initialOpen([], false, 1)).toEqual({ open: [], outOfRange: false });
    expect(initialOpen([], false, 4)).toEqual({ open: [], outOfRange: false });
  });

  it('returns a copy of the printed state', () => {
    const printed = [true, false];
    expect(initialOpen(printed, true, 0).open).not.toBe(printed);
  });
});

describe('accordionSchema', () => {
  const breakpoints = { mobile: 767, tablet: 1024 };
  const parse = (raw: Record<string, unknown>) => accordionSchema.parse(raw, 'desktop', breakpoints);

  it('activeItemIndex is 0 (not set) by default', () => {
    expect(parse({})).toEqual({ value: { activeItemIndex: 0 }, problems: [] });
    expect(parse({ activeItemIndex: '' })).toEqual({ value: { activeItemIndex: 0 }, problems: [] });
  });

  it('reads a 1-based item number, as a number or a string', () => {
    expect(parse({ activeItemIndex: 2 })).toEqual({ value: { activeItemIndex: 2 }, problems: [] });
    expect(parse({ activeItemIndex: '3' })).toEqual({ value: { activeItemIndex: 3 }, problems: [] });
    expect(parse({ activeItemIndex: 2.7 }).value.activeItemIndex).toBe(2);
  });

  it('a bad value falls back to item 1 with a problem line', () => {
    for (const bad of ['two', 0, -3, true, { size: 'x' }]) {
      const result = parse({ activeItemIndex: bad });
      expect(result.value.activeItemIndex).toBe(1);
      expect(result.problems).toHaveLength(1);
      expect(result.problems[0]).toMatch(/^activeItemIndex .* is not valid; using 1$/);
    }
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

describe('openItem', () => {
  it('one at a time: opens the item and closes the others', () => {
    expect(openItem([true, false, false], 2, false)).toEqual([false, false, true]);
    expect(openItem([false, false, false], 0, false)).toEqual([true, false, false]);
  });

  it('several: opens the item and keeps the others', () => {
    expect(openItem([true, false, false], 2, true)).toEqual([true, false, true]);
  });

  it('an item already open stays open (a deep link never closes)', () => {
    expect(openItem([false, true], 1, false)).toEqual([false, true]);
    expect(openItem([true, true], 1, true)).toEqual([true, true]);
  });

  it('an index out of range changes nothing and returns a copy', () => {
    const open = [true, false];
    expect(openItem(open, 5, false)).toEqual([true, false]);
    expect(openItem(open, -1, true)).not.toBe(open);
  });
});

describe('idFromHash', () => {
  it('the decoded id, with or without the #', () => {
    expect(idFromHash('#ha-tab-title-1693')).toBe('ha-tab-title-1693');
    expect(idFromHash('faq')).toBe('faq');
    expect(idFromHash('#caf%C3%A9')).toBe('café');
  });

  it('nothing for an empty hash, a malformed escape or a page-builder hash action', () => {
    expect(idFromHash('')).toBeNull();
    expect(idFromHash('#')).toBeNull();
    expect(idFromHash('#%E0%A4%A')).toBeNull();
    expect(idFromHash('#elementor-action%3Aaction%3Dlightbox%26settings%3De30%3D')).toBeNull();
    expect(idFromHash('#elementor-action:action=popup:open')).toBeNull();
  });
});

describe('linkedItem', () => {
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  let items: LinkableItem[] = [];
  beforeEach(() => {
    document.body.innerHTML = `
      <div id="t1">One</div><div id="p1"><p id="inside">x</p></div>
      <div id="t2">Two</div><div id="p2"></div>
      <span id="m2">Two (mobile)</span>
      <p id="elsewhere"></p>`;
    items = [
      { titles: [byId('t1'), null], panel: byId('p1') },
      { titles: [byId('t2'), byId('m2')], panel: byId('p2') },
    ];
  });

  it('finds the item whose title, other title or panel the hash names', () => {
    expect(linkedItem(items, '#t1')).toEqual({ index: 0, target: byId('t1') });
    expect(linkedItem(items, '#p2')).toEqual({ index: 1, target: byId('p2') });
    expect(linkedItem(items, '#m2')).toEqual({ index: 1, target: byId('m2') });
  });

  it('finds the item holding the named element', () => {
    expect(linkedItem(items, '#inside')).toEqual({ index: 0, target: byId('inside') });
  });

  it('nothing for an id outside the items, a missing id or no hash', () => {
    expect(linkedItem(items, '#elsewhere')).toBeNull();
    expect(linkedItem(items, '#missing')).toBeNull();
    expect(linkedItem(items, '')).toBeNull();
  });

  it('scrolls to the named element, or to the first rendered title when the whole panel is named', () => {
    expect(scrollTargetOf({ index: 0, target: byId('inside') }, items)).toBe(byId('inside'));
    expect(scrollTargetOf({ index: 1, target: byId('t2') }, items)).toBe(byId('t2'));
    const rendered = (el: HTMLElement, on: boolean) =>
      (el.getClientRects = () => ({ length: on ? 1 : 0 }) as DOMRectList);
    rendered(byId('t2'), false);
    rendered(byId('m2'), true);
    expect(scrollTargetOf({ index: 1, target: byId('p2') }, items)).toBe(byId('m2'));
    rendered(byId('m2'), false);
    expect(scrollTargetOf({ index: 1, target: byId('p2') }, items)).toBe(byId('p2'));
  });
});
