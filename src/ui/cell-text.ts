// The text of a table cell as a reader sees it, for searching, sorting, emptiness and CSV: source
// white space collapsed, line breaks kept where <br> or a block element puts them.

const BLOCKS = new Set(['P', 'DIV', 'LI', 'UL', 'OL', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'TABLE', 'TR']);
/** Content that is not text but still makes a cell non-empty (icons are <i class> or inline SVG). */
const MEDIA = 'img,svg,picture,video,audio,iframe,canvas,object,embed,input,select,textarea,button,i[class]';

const collapse = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

export function cellText(cell: Element): string {
  // Text alone, the common cell: no walk.
  if (cell.childElementCount === 0) return collapse(cell.textContent);
  let out = '';
  const walk = (node: Node) => {
    if (node.nodeType === 3) out += (node.nodeValue ?? '').replace(/\s+/g, ' ');
    if (node.nodeType !== 1) return;
    const el = node as Element;
    if (el.tagName === 'BR') out += '\n';
    const block = BLOCKS.has(el.tagName);
    if (block) out += '\n';
    el.childNodes.forEach(walk);
    if (block) out += '\n';
  };
  cell.childNodes.forEach(walk);
  return out
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

export function isEmptyCell(cell: Element): boolean {
  if (cell.childElementCount === 0) return collapse(cell.textContent) === '';
  return cellText(cell) === '' && !cell.querySelector(MEDIA);
}
