import { describe, expect, it } from 'vitest';
import type { DeviceMode } from '../../../../src/api-types';
import { findAdct, groupIndexOf, navIndexOf, planColumns } from '../../../../src/widgets/advanced-comparison-table/dom';
import { initialColumn, shownCells, toggleLabel, usesColumnNav } from '../../../../src/widgets/advanced-comparison-table/logic';

const cell = (n: number | null, body = '') =>
  n === null
    ? `<div class="ha-adct-column ha-adct-column-empty">${body}</div>`
    : `<div class="ha-adct-column ha-adct-column-${n}">${body}</div>`;
const text = (value: string) => `<div class="ha-adct-text-wrap"><span class="ha-adct-text ">${value}</span></div>`;
const icon = (open: boolean) =>
  `<span class="ha-adct-collapse-icon-wrap ${open ? 'open' : ''}"><span class="ha-adct-collapse-close"><i class="fas fa-plus"></i></span><span class="ha-adct-collapse-open"><i class="fas fa-minus"></i></span></span>`;

/** Columns 1, 2, 3 and 5 (column 4 switched off); two parents with child rows, one printed open. */
function markup(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `
    <ul class="ha-adct-table-responsive-nav">
      <li class=""><button>Free</button></li>
      <li class="active"><div class="ha-adct-badge">Popular</div><button>Basic</button></li>
      <li class=""><button>Max</button></li>
    </ul>
    <div class="ha-adct-table" style="--ha-adct-column-count:3">
      <div class="ha-adct-row-wrap"><div class="ha-adct-row">${cell(1)}${cell(2, text('Free'))}${cell(3, text('Basic'))}${cell(5, text('Max'))}</div></div>
      <div class="ha-adct-row-wrap">
        <div class="ha-adct-row">${cell(1, icon(false) + text('Storage') + '<span class="ha-adct-tooltip-text"><span>Disk space</span></span>')}${cell(2, text('5 GB'))}${cell(3, text('50 GB'))}${cell(5, text('2 TB'))}</div>
        <div class="ha-adct-child-row-wrap" style="display: none;">
          <div class="ha-adct-child-row">${cell(1, text('Versions'))}${cell(2)}${cell(3)}${cell(5)}</div>
          <div class="ha-adct-child-row">${cell(1, text('Sharing'))}${cell(2)}${cell(3)}${cell(5)}</div>
        </div>
      </div>
      <div class="ha-adct-row-wrap"><div class="ha-adct-row">${cell(1, text('Offline'))}${cell(2)}${cell(3)}${cell(null)}</div></div>
      <div class="ha-adct-row-wrap">
        <div class="ha-adct-row">${cell(1, icon(true) + '<h5 class="ha-adct-heading"> Support  plans </h5>')}${cell(2)}${cell(3)}${cell(5)}</div>
        <div class="ha-adct-child-row-wrap" style="">
          <div class="ha-adct-child-row">${cell(1, text('Chat'))}${cell(2)}${cell(3)}${cell(5)}</div>
        </div>
      </div>
    </div>`;
  return container;
}

describe('usesColumnNav', () => {
  it('tablet and narrower show one plan column with the nav; wider modes show all', () => {
    const nav: DeviceMode[] = ['mobile', 'mobile_extra', 'tablet'];
    const all: DeviceMode[] = ['tablet_extra', 'laptop', 'desktop', 'widescreen'];
    for (const device of nav) expect(usesColumnNav(device)).toBe(true);
    for (const device of all) expect(usesColumnNav(device)).toBe(false);
  });
});

describe('shownCells', () => {
  it('with the nav: the feature column and the chosen plan column', () => {
    expect(shownCells(4, 0, true)).toEqual([true, true, false, false]);
    expect(shownCells(4, 2, true)).toEqual([true, false, false, true]);
    expect(shownCells(5, 1, true)).toEqual([true, false, true, false, false]);
  });

  it('without the nav: every column', () => {
    expect(shownCells(4, 2, false)).toEqual([true, true, true, true]);
  });

  it('a row shorter than the chosen column shows only its feature cell', () => {
    expect(shownCells(2, 2, true)).toEqual([true, false]);
    expect(shownCells(0, 0, true)).toEqual([]);
  });
});

describe('initialColumn', () => {
  it('starts on the item the server marked active, else the first', () => {
    expect(initialColumn([false, true, false])).toBe(1);
    expect(initialColumn([true, false])).toBe(0);
    expect(initialColumn([false, false])).toBe(0);
    expect(initialColumn([])).toBe(0);
  });
});

describe('toggleLabel', () => {
  it('names the button after its feature, with white space collapsed', () => {
    expect(toggleLabel('  All   Feature\nList ')).toBe('All Feature List');
    expect(toggleLabel('   ')).toBe('More rows');
  });
});

describe('findAdct (child row grouping)', () => {
  it('reads the nav items, every row in column order and the parent rows with child rows', () => {
    const container = markup();
    const dom = findAdct(container)!;
    expect(dom.items.map((entry) => entry.button?.textContent)).toEqual(['Free', 'Basic', 'Max']);
    expect(dom.items.map((entry) => entry.item.classList.contains('active'))).toEqual([false, true, false]);
    // Parent rows and their child rows, in document order: 1, 2 (+2 children), 3, 4 (+1 child).
    expect(dom.rows.map((cells) => cells.length)).toEqual([4, 4, 4, 4, 4, 4, 4]);
    expect(dom.rows[5][0].textContent).toContain('Support');
    expect(planColumns(dom.rows)).toBe(3);

    expect(dom.groups).toHaveLength(2);
    const [storage, support] = dom.groups;
    expect(storage.feature).toBe('Storage');
    expect(storage.printedOpen).toBe(false);
    expect(storage.children.querySelectorAll('.ha-adct-child-row')).toHaveLength(2);
    expect(support.feature).toBe('Support plans');
    expect(support.printedOpen).toBe(true);
    expect(support.children.textContent).toContain('Chat');
  });

  it('maps click targets to their nav item and collapse group', () => {
    const dom = findAdct(markup())!;
    expect(navIndexOf(dom.items, dom.items[2].button)).toBe(2);
    expect(navIndexOf(dom.items, dom.items[1].item.querySelector('.ha-adct-badge'))).toBe(-1);
    expect(groupIndexOf(dom.groups, dom.groups[1].toggle.querySelector('i'))).toBe(1);
    expect(groupIndexOf(dom.groups, dom.table)).toBe(-1);
  });

  it('a parent row without a collapse icon has no group; no table gives null', () => {
    const container = markup();
    container.querySelector('.ha-adct-collapse-icon-wrap')!.remove();
    expect(findAdct(container)!.groups.map((group) => group.feature)).toEqual(['Support plans']);
    expect(findAdct(document.createElement('div'))).toBeNull();
  });

  it('works without a nav', () => {
    const container = markup();
    container.querySelector('ul')!.remove();
    const dom = findAdct(container)!;
    expect(dom.nav).toBeNull();
    expect(dom.items).toEqual([]);
  });
});
