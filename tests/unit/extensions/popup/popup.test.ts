// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HaWidgetsApi } from '../../../../src/api-types';
import { closePopup, getPopup, openPopup, registerPopup } from '../../../../src/extensions/popup/api';
import { createPopup, onEscape, OPEN_ATTRIBUTE } from '../../../../src/extensions/popup/popup';
import type { PopupInstance } from '../../../../src/extensions/popup/registry';
import { readPopupSettings } from '../../../../src/extensions/popup/settings';
import { createElementorStore, popupStore } from '../../../../src/extensions/popup/storage';

const bp = { mobile: 767, tablet: 1024 };
let seq = 0;

function setUp(settings: Record<string, unknown>, { editMode = false } = {}) {
  const id = String(500 + ++seq);
  const doc = document.createElement('div');
  doc.dataset.elementorType = 'popup';
  doc.dataset.elementorId = id;
  doc.setAttribute('data-elementor-settings', JSON.stringify(settings));
  doc.innerHTML = '<h2>Hello <b>there</b></h2><div data-widget_type="ha-accordion.default" data-ha-state="ready"></div><button>Go</button>';
  document.body.append(doc);
  const api = { scan: vi.fn(), unmount: vi.fn() } as unknown as HaWidgetsApi;
  const store = popupStore(createElementorStore(), id);
  const popup = createPopup(doc, id, readPopupSettings(doc.getAttribute('data-elementor-settings'), 'desktop', bp), {
    api,
    breakpoints: bp,
    editMode,
    store,
    device: () => 'desktop',
  });
  registerPopup(popup);
  return { id, doc, api, store, popup, modal: popup.modal, closeButton: popup.modal.querySelector<HTMLButtonElement>('.dialog-close-button')! };
}

const escape = () => onEscape(new KeyboardEvent('keydown', { key: 'Escape' }), bp, () => 'desktop');
const visible = (el: HTMLElement) => el.style.display !== 'none';
const opened: PopupInstance[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(async () => {
  for (const popup of opened.splice(0)) popup.hide();
  await vi.runAllTimersAsync();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('a popup', () => {
  it('is built in the page builder dialog markup, closed, its document inside', () => {
    const { id, doc, modal, closeButton } = setUp({ classes: 'news  campaign-7 <bad>' });
    expect(modal.id).toBe(`elementor-popup-modal-${id}`);
    expect(modal.classList.contains('elementor-popup-modal')).toBe(true);
    expect(modal.classList.contains('news') && modal.classList.contains('campaign-7')).toBe(true);
    expect(modal.getAttribute('role')).toBe('dialog');
    expect(modal.getAttribute('aria-label')).toBe('Hello there');
    expect(visible(modal)).toBe(false);
    expect(doc.parentElement?.classList.contains('dialog-message')).toBe(true);
    expect(closeButton.parentElement?.classList.contains('dialog-widget-content')).toBe(true);
    expect(closeButton.getAttribute('aria-label')).toBe('Close');
  });

  it('puts the close button beside the box when it is "outside"', () => {
    const { modal, closeButton } = setUp({ close_button_position: 'outside' });
    expect(closeButton.parentElement).toBe(modal);
  });

  it('announces show before its widgets are scanned, and hide after they are unmounted', async () => {
    const { id, doc, api, popup } = setUp({});
    const order: string[] = [];
    (api.scan as ReturnType<typeof vi.fn>).mockImplementation(() => order.push('scan'));
    (api.unmount as ReturnType<typeof vi.fn>).mockImplementation(() => order.push('unmount'));
    const show = vi.fn((event: Event) => order.push(`show ${(event as CustomEvent).detail.id}`));
    const hide = vi.fn((event: Event) => order.push(`hide ${(event as CustomEvent).detail.id}`));
    addEventListener('elementor/popup/show', show);
    addEventListener('elementor/popup/hide', hide);
    expect(popup.show()).toBe(true);
    expect(doc.getAttribute(OPEN_ATTRIBUTE)).toBe('open');
    expect((show.mock.calls[0][0] as CustomEvent).detail).toEqual({ id: Number(id), instance: popup });
    popup.hide();
    await vi.runAllTimersAsync();
    expect(doc.hasAttribute(OPEN_ATTRIBUTE)).toBe(false);
    expect(order).toEqual([`show ${id}`, 'scan', 'unmount', `hide ${id}`]);
    removeEventListener('elementor/popup/show', show);
    removeEventListener('elementor/popup/hide', hide);
  });

  it('shows the close button only after close_button_delay seconds', () => {
    const { popup, closeButton } = setUp({ close_button_delay: 2 });
    opened.push(popup);
    popup.show();
    expect(visible(closeButton)).toBe(false);
    vi.advanceTimersByTime(1999);
    expect(visible(closeButton)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visible(closeButton)).toBe(true);
  });

  it('closes by the close button, a click on the background, Escape, or by itself', async () => {
    const { popup, modal, closeButton } = setUp({ close_automatically: 3 });
    popup.show();
    closeButton.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.isOpen()).toBe(false);

    popup.show();
    modal.querySelector<HTMLElement>('.dialog-message')!.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.isOpen()).toBe(true);
    modal.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.isOpen()).toBe(false);

    popup.show();
    escape();
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.isOpen()).toBe(false);

    popup.show();
    await vi.advanceTimersByTimeAsync(2999);
    expect(popup.isOpen()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(popup.isOpen()).toBe(false);
  });

  it('keeps open on background clicks and Escape when told to', async () => {
    const { popup, modal } = setUp({ prevent_close_on_background_click: 'yes', prevent_close_on_esc_key: 'yes' });
    opened.push(popup);
    popup.show();
    modal.click();
    escape();
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.isOpen()).toBe(true);
  });

  it('Escape closes only the popup opened last', async () => {
    const a = setUp({});
    const b = setUp({});
    a.popup.show();
    b.popup.show();
    escape();
    await vi.advanceTimersByTimeAsync(0);
    expect([a.popup.isOpen(), b.popup.isOpen()]).toEqual([true, false]);
    escape();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.popup.isOpen()).toBe(false);
  });

  it('locks the page scroll while open when prevent_scroll is set', async () => {
    const { popup } = setUp({ prevent_scroll: 'yes' });
    popup.show();
    expect(document.documentElement.style.overflow).toBe('hidden');
    popup.hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('skips a trigger opening when another popup has shown and avoid_multiple_popups is set; a click still opens it', async () => {
    const first = setUp({});
    const second = setUp({ avoid_multiple_popups: 'yes' });
    first.popup.show();
    first.popup.hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(second.popup.show({ avoidMultiple: true })).toBe(false);
    expect(second.popup.show()).toBe(true);
    opened.push(second.popup);
  });

  it('never shows again once closed with do-not-show-again, a flag kept in the page builder storage', async () => {
    const { id, popup } = setUp({});
    popup.show();
    closePopup(id, { doNotShowAgain: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(localStorage.getItem('elementor')!)[`popup_${id}_disable`]).toBe(true);
    expect(popup.show()).toBe(false);
    expect(openPopup(id)).toBe(false);
  });

  it('counts its displays on open, or on close with times_count', async () => {
    const onOpen = setUp({ timing: { times: 'yes', times_times: 5 } });
    onOpen.popup.show();
    expect(onOpen.store.get('times')).toBe(1);
    onOpen.popup.hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(onOpen.store.get('times')).toBe(1);
    const onClose = setUp({ timing: { times: 'yes', times_times: 5, times_count: 'close' } });
    onClose.popup.show();
    expect(onClose.store.get('times')).toBeUndefined();
    onClose.popup.hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(onClose.store.get('times')).toBe(1);
  });

  it('in the editor preview shows even when disabled, and counts nothing', () => {
    const { popup, store } = setUp({ timing: { times: 'yes' } }, { editMode: true });
    store.set('disable', true);
    expect(popup.show()).toBe(true);
    expect(store.get('times')).toBeUndefined();
    opened.push(popup);
  });

  it('opens and toggles through the API, and closes the popup holding an element', async () => {
    const { id, popup, doc } = setUp({});
    expect(openPopup(id)).toBe(true);
    expect(openPopup(id)).toBe(false);
    expect(popup.isOpen()).toBe(true);
    openPopup(id, { toggle: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.isOpen()).toBe(false);
    openPopup(id);
    closePopup(doc.querySelector('button'));
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.isOpen()).toBe(false);
    openPopup(id);
    closePopup();
    await vi.advanceTimersByTimeAsync(0);
    expect(popup.isOpen()).toBe(false);
    expect(getPopup('nope')).toBeUndefined();
    expect(openPopup('nope')).toBe(false);
  });

  it('takes the focus 250 ms after opening and gives it back on close', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { popup, modal } = setUp({});
    popup.show();
    expect(modal.getAttribute('aria-modal')).toBe('true');
    await vi.advanceTimersByTimeAsync(249);
    expect(document.activeElement).toBe(opener);
    await vi.advanceTimersByTimeAsync(1);
    expect(modal.contains(document.activeElement)).toBe(true);
    popup.hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(document.activeElement).toBe(opener);
    expect(modal.hasAttribute('aria-modal')).toBe(false);
  });
});
