import { describe, expect, it, vi } from 'vitest';
import { createHooks } from '../../../src/loader/hooks';

describe('page-builder compatible hooks', () => {
  it('runs actions by priority, lower first, keeping insertion order for equal priorities', () => {
    const hooks = createHooks(() => {});
    const calls: string[] = [];
    hooks.addAction('x', () => calls.push('a'));
    hooks.addAction('x', () => calls.push('late'), 20);
    hooks.addAction('x', () => calls.push('b'));
    hooks.addAction('x', () => calls.push('early'), 5);
    hooks.doAction('x');
    expect(calls).toEqual(['early', 'a', 'b', 'late']);
  });

  it('ignores the same callback added twice to one hook', () => {
    const hooks = createHooks(() => {});
    const fn = vi.fn();
    hooks.addAction('x', fn).addAction('x', fn).addAction('x', fn, 3);
    hooks.doAction('x', 1, 2);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(1, 2);
  });

  it('chains and removes one callback or all of a hook', () => {
    const hooks = createHooks(() => {});
    const a = vi.fn();
    const b = vi.fn();
    expect(hooks.addAction('x', a).addAction('x', b)).toBe(hooks);
    hooks.removeAction('x', a).doAction('x');
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
    hooks.removeAction('x').doAction('x');
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('passes a value through filters in priority order', () => {
    const hooks = createHooks(() => {});
    hooks.addFilter('n', (v: number) => v * 10);
    hooks.addFilter('n', (v: number, plus: number) => v + plus, 1);
    expect(hooks.applyFilters('n', 2, 3)).toBe(50);
    hooks.removeFilter('n');
    expect(hooks.applyFilters('n', 2, 3)).toBe(2);
  });

  it('keeps running other callbacks when one throws, and reports the error', () => {
    const errors: unknown[] = [];
    const hooks = createHooks((e) => errors.push(e));
    const after = vi.fn();
    hooks.addAction('x', () => {
      throw new Error('boom');
    });
    hooks.addAction('x', after);
    hooks.doAction('x');
    expect(after).toHaveBeenCalled();
    expect((errors[0] as Error).message).toBe('boom');
  });

  it('reports missing and wrongly typed arguments with the page builder messages', () => {
    const hooks = createHooks(() => {});
    expect(() => (hooks.addAction as any)()).toThrow('name is required.');
    expect(() => (hooks.addAction as any)(5, () => {})).toThrow('name invalid type');
    expect(() => (hooks.addAction as any)('x')).toThrow('callback is required.');
    expect(() => (hooks.addFilter as any)('x', 'nope')).toThrow('callback invalid type');
    expect(() => (hooks.addAction as any)('x', () => {}, '5')).toThrow('priority invalid type');
    expect(() => (hooks.doAction as any)()).toThrow('name is required.');
  });
});
