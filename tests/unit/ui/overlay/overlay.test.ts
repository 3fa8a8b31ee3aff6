// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_FOCUS_DELAY_MS, isEscapeKey, whenReadyForFocus } from '../../../../src/ui/overlay';

describe('isEscapeKey', () => {
  it('knows Escape by its name, its old name and its key code 27', () => {
    expect(isEscapeKey(new KeyboardEvent('keydown', { key: 'Escape' }))).toBe(true);
    expect(isEscapeKey(new KeyboardEvent('keydown', { key: 'Esc' }))).toBe(true);
    expect(isEscapeKey(new KeyboardEvent('keydown', { keyCode: 27 } as KeyboardEventInit))).toBe(true);
    expect(isEscapeKey(new KeyboardEvent('keydown', { key: 'Enter' }))).toBe(false);
  });
});

describe('whenReadyForFocus', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits the page builder's 100 ms before a shown dialog takes the focus", async () => {
    vi.useFakeTimers();
    expect(DIALOG_FOCUS_DELAY_MS).toBe(100);
    const dialog = document.createElement('div');
    document.body.append(dialog);
    vi.spyOn(dialog, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
    let ready = false;
    void whenReadyForFocus(dialog).then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(DIALOG_FOCUS_DELAY_MS - 1);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
    dialog.remove();
  });
});
