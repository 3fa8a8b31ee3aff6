// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { anchorHeadings, anchorId, buildTree, findHeadings, openBranch, validSelectors, type HeadingItem } from '../../../../src/widgets/table-of-contents/headings';

const item = (level: number, text = `h${level}`): HeadingItem => ({ level, text, anchorLink: `#${text}` });
const shape = (nodes: ReturnType<typeof buildTree>): unknown => nodes.map((node) => (node.children.length ? [node.index, shape(node.children)] : node.index));

describe('the heading tree', () => {
  it('nests deeper headings under the one before, and goes back up to the nearest higher level', () => {
    const items = [item(2), item(3), item(4), item(3), item(2), item(3)];
    expect(shape(buildTree(items, true))).toEqual([[0, [[1, [2]], 3]], [4, [5]]]);
  });

  it('keeps a first heading deeper than later ones at the top, and lets a jump of two levels nest once', () => {
    expect(shape(buildTree([item(3), item(2), item(4)], true))).toEqual([0, [1, [2]]]);
    expect(shape(buildTree([item(2), item(2)], true))).toEqual([0, 1]);
  });

  it('lists every heading at the top level when the view is not hierarchical', () => {
    expect(shape(buildTree([item(2), item(3), item(4)], false))).toEqual([0, 1, 2]);
  });

  it('opens the active item and every item it sits in', () => {
    const tree = buildTree([item(2), item(3), item(4), item(2), item(3)], true);
    expect([...openBranch(tree, 2)].sort()).toEqual([0, 1, 2]);
    expect([...openBranch(tree, 3)]).toEqual([3]);
    expect(openBranch(tree, -1).size).toBe(0);
  });
});

describe('the listed headings', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <h1>Page title</h1>
      <article class="post">
        <h2 id="intro">Intro</h2>
        <h3>  Detail   one </h3>
        <div class="skip"><h3>Skipped inside</h3></div>
        <h3 class="skip">Skipped itself</h3>
        <h4></h4>
        <h2>Next</h2>
      </article>
      <aside><h2>Aside</h2>
        <div class="ha-toc-wrapper"><h4 class="ha-toc__header-title">Table of Contents</h4></div>
      </aside>`;
  });

  it('takes the configured tags in document order, with text, never a table of contents title', () => {
    const found = findHeadings(document, { tags: ['h2', 'h3', 'h4'], container: '', exclude: '' });
    expect(found.map((h) => h.textContent?.trim())).toEqual(['Intro', 'Detail   one', 'Skipped inside', 'Skipped itself', 'Next', 'Aside']);
  });

  it('leaves out headings matching an exclude selector or inside one, and looks only in the containers', () => {
    const found = findHeadings(document, { tags: ['h2', 'h3'], container: '.post', exclude: '.skip' });
    expect(found.map((h) => h.textContent?.trim())).toEqual(['Intro', 'Detail   one', 'Next']);
  });

  it('silently ignores invalid selectors: an invalid container lists the whole page, an invalid exclusion nothing', () => {
    expect(validSelectors('.a, ::bad[, , #b', document)).toEqual(['.a', '#b']);
    const found = findHeadings(document, { tags: ['h2'], container: '[[[', exclude: ':::' });
    expect(found).toHaveLength(3);
    expect(findHeadings(document, { tags: ['h2'], container: '.nothing-here', exclude: '' })).toHaveLength(3);
    expect(findHeadings(document, { tags: [], container: '', exclude: '' })).toEqual([]);
  });

  it('gives each heading its level, its text with collapsed spaces, and an anchor: its own unique id, else a numbered one', () => {
    document.body.insertAdjacentHTML('beforeend', `<span id="${anchorId(1)}"></span>`);
    const headings = findHeadings(document, { tags: ['h2', 'h3'], container: '.post', exclude: '.skip' });
    const { items, toSet } = anchorHeadings(headings, document);
    expect(items).toEqual([
      { level: 2, text: 'Intro', anchorLink: '#intro' },
      // Number 1 is taken by another element on the page: the next free one.
      { level: 3, text: 'Detail one', anchorLink: `#${anchorId(2)}` },
      { level: 2, text: 'Next', anchorLink: `#${anchorId(3)}` },
    ]);
    expect([...toSet.values()]).toEqual([anchorId(2), anchorId(3)]);
  });
});
