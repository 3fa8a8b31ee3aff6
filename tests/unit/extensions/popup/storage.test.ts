// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createElementorStore, popupStore, STORAGE_KEY, storedCount } from '../../../../src/extensions/popup/storage';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

let local: Storage;
let session: Storage;
let now: number;
const store = () => createElementorStore({ local: () => local, session: () => session, now: () => now });

beforeEach(() => {
  local = memoryStorage();
  session = memoryStorage();
  now = 1_000_000;
});

describe('the page builder compatible store', () => {
  it('keeps every entry under one `elementor` key with an `__expiration` map', () => {
    store().set('pageViews', 4);
    store().set('popup_12_times', 1, { lifetimeInSeconds: 60 });
    expect(JSON.parse(local.getItem(STORAGE_KEY)!)).toEqual({
      pageViews: 4,
      popup_12_times: 1,
      __expiration: { popup_12_times: 1_000_000 + 60_000 },
    });
    expect(local.length).toBe(1);
  });

  it('reads what the page builder wrote and drops expired entries', () => {
    local.setItem(STORAGE_KEY, JSON.stringify({ sessions: 3, old: 'x', __expiration: { old: now - 1 } }));
    expect(store().get('sessions')).toBe(3);
    expect(store().get('old')).toBeUndefined();
    expect(JSON.parse(local.getItem(STORAGE_KEY)!)).toEqual({ sessions: 3, __expiration: {} });
  });

  it('an entry expires once its lifetime has passed', () => {
    store().set('k', 1, { lifetimeInSeconds: 10 });
    now += 10_000;
    expect(store().get('k')).toBe(1);
    now += 1;
    expect(store().get('k')).toBeUndefined();
  });

  it('session entries go to sessionStorage under the same key', () => {
    store().set('activeSession', true, { session: true });
    expect(JSON.parse(session.getItem(STORAGE_KEY)!)).toEqual({ activeSession: true, __expiration: {} });
    expect(local.getItem(STORAGE_KEY)).toBeNull();
    expect(store().get('activeSession', { session: true })).toBe(true);
    expect(store().get('activeSession')).toBeUndefined();
  });

  it('survives broken JSON and storage that throws', () => {
    local.setItem(STORAGE_KEY, '{not json');
    expect(store().get('x')).toBeUndefined();
    store().set('x', 1);
    expect(store().get('x')).toBe(1);
    local.setItem(STORAGE_KEY, JSON.stringify({ __expiration: [1], y: 2 }));
    expect(store().get('y')).toBe(2);
    const throwing = createElementorStore({
      local: () => {
        throw new Error('denied');
      },
      session: () => session,
      now: () => now,
    });
    expect(() => throwing.set('a', 1)).not.toThrow();
    expect(throwing.get('a')).toBeUndefined();
  });

  it('removes an entry and its expiry', () => {
    store().set('k', 1, { lifetimeInSeconds: 10 });
    store().remove('k');
    expect(JSON.parse(local.getItem(STORAGE_KEY)!)).toEqual({ __expiration: {} });
  });

  it('names a popup entry popup_{id}_{key}', () => {
    popupStore(store(), '77').set('disable', true);
    expect(store().get('popup_77_disable')).toBe(true);
    expect(popupStore(store(), '77').get('disable')).toBe(true);
  });

  it('reads counts defensively', () => {
    expect([storedCount(3), storedCount('4'), storedCount('x'), storedCount(-2), storedCount(undefined), storedCount({})]).toEqual([3, 4, 0, 0, 0, 0]);
  });
});
