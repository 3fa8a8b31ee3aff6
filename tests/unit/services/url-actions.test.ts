import { afterEach, describe, expect, it, vi } from 'vitest';
import { addUrlAction, resetUrlActions, runUrlAction } from '../../../src/services/url-actions';

afterEach(resetUrlActions);

describe('url actions', () => {
  it('runs every handler of the action with its settings and trigger; unregistering stops one', () => {
    const first = vi.fn();
    const second = vi.fn();
    const off = addUrlAction('popup:open', first);
    addUrlAction('popup:open', second);
    const link = document.createElement('a');
    runUrlAction({ action: 'popup:open', settings: { id: '12' } }, link);
    expect(first).toHaveBeenCalledWith({ id: '12' }, link);
    expect(second).toHaveBeenCalledTimes(1);
    off();
    runUrlAction({ action: 'popup:open', settings: {} });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('keeps an action no one has registered yet for the first handler of its name, once', () => {
    runUrlAction({ action: 'off_canvas:open', settings: { id: 'a' } });
    runUrlAction({ action: 'lightbox', settings: {} });
    const open = vi.fn();
    addUrlAction('off_canvas:open', open);
    expect(open).toHaveBeenCalledWith({ id: 'a' }, null);
    addUrlAction('off_canvas:open', open);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('a handler that throws is logged and stops none of the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    addUrlAction('x', () => {
      throw new Error('boom');
    });
    addUrlAction('x', after);
    runUrlAction({ action: 'x', settings: {} });
    expect(after).toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('[ha-widgets] url action x:', expect.any(Error));
    error.mockRestore();
  });
});
