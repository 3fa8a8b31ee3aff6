// The controls the add-on's DataTables set-up showed, with DataTables' class names so the add-on's
// style controls (`.dataTables_filter input`, `.dataTables_info`, ...) still reach them.
import { useEffect, useRef } from 'react';
import { nameLandmark } from '../../ui/landmark-name';
import { PAGE_LENGTHS, pageItems, type View } from './logic';

export function SearchBox({ value, controls, onChange }: { value: string; controls: string; onChange(value: string): void }) {
  return (
    <div className="dataTables_filter">
      <label>
        Search:
        <input type="search" value={value} aria-controls={controls} onChange={(event) => onChange(event.currentTarget.value)} />
      </label>
    </div>
  );
}

export function LengthMenu({ value, controls, onChange }: { value: number; controls: string; onChange(value: number): void }) {
  const options = [...new Set([...PAGE_LENGTHS, value])].sort((a, b) => a - b);
  return (
    <div className="dataTables_length">
      <label>
        Show{' '}
        <select value={value} aria-controls={controls} onChange={(event) => onChange(Number(event.currentTarget.value))}>
          {options.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>{' '}
        entries
      </label>
    </div>
  );
}

/**
 * Previous, the numbered pages and Next. Unavailable buttons stay focusable (aria-disabled), so
 * focus is not lost when a click reaches the first or last page.
 */
export function Pagination({ view, controls, onPage }: { view: View; controls: string; onPage(page: number): void }) {
  const nav = useRef<HTMLElement>(null);
  // After the layout effects, when the table's controls are in the page.
  useEffect(() => nameLandmark(nav.current!, 'Pagination'), []);
  const go = (page: number) => () => {
    if (page >= 0 && page < view.pages && page !== view.page) onPage(page);
  };
  const step = (name: 'previous' | 'next', label: string, target: number) => {
    const off = target < 0 || target >= view.pages;
    return (
      <button type="button" className={`paginate_button ${name}${off ? ' disabled' : ''}`} aria-disabled={off} aria-controls={controls} onClick={go(target)}>
        {label}
      </button>
    );
  };
  return (
    <nav ref={nav} className="dataTables_paginate paging_simple_numbers">
      {step('previous', 'Previous', view.page - 1)}
      <span>
        {pageItems(view.page, view.pages).map((item, i) =>
          item === 'gap' ? (
            <span key={`gap-${i}`} className="ellipsis" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={item}
              type="button"
              className={`paginate_button${item === view.page ? ' current' : ''}`}
              aria-current={item === view.page ? 'page' : undefined}
              aria-label={`Page ${item + 1}`}
              aria-controls={controls}
              onClick={go(item)}
            >
              {item + 1}
            </button>
          ),
        )}
      </span>
      {step('next', 'Next', view.page + 1)}
    </nav>
  );
}
