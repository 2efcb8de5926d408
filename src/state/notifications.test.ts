import assert from 'node:assert/strict';
import { beforeEach, describe, it, mock } from 'node:test';
import { createPortalStore } from './index.ts';
import { SUCCESS_TIMEOUT_MS, clearNotification, isShownBy, notificationAtom, notify, notifyError } from './notifications.ts';
import type { PortalStore } from './store.ts';
import { ApiError } from '../api/errors.ts';

let store: PortalStore;
let emitted: { type: string; detail: unknown }[];

beforeEach(() => {
  store = createPortalStore();
  emitted = [];
  store.emit = (type, detail) => {
    emitted.push({ type, detail });
    return true;
  };
});

describe('notifications', () => {
  it('clears a success notification after 5 seconds, not before', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      notify(store, { type: 'positive', message: 'Saved' });
      mock.timers.tick(SUCCESS_TIMEOUT_MS - 1);
      assert.equal(store.jotai.get(notificationAtom)?.message, 'Saved');
      mock.timers.tick(1);
      assert.equal(store.jotai.get(notificationAtom), null);
    } finally {
      mock.timers.reset();
    }
  });

  it('keeps error and information notifications until cleared', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      notify(store, { type: 'negative', message: 'Failed' });
      mock.timers.tick(SUCCESS_TIMEOUT_MS * 3);
      assert.equal(store.jotai.get(notificationAtom)?.message, 'Failed');
      clearNotification(store);
      assert.equal(store.jotai.get(notificationAtom), null);
    } finally {
      mock.timers.reset();
    }
  });

  it('does not let an old success timer clear a newer notification', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      notify(store, { type: 'positive', message: 'First' });
      mock.timers.tick(3000);
      notify(store, { type: 'negative', message: 'Second' });
      mock.timers.tick(3000);
      assert.equal(store.jotai.get(notificationAtom)?.message, 'Second');
    } finally {
      mock.timers.reset();
    }
  });

  it('does not replace the current notification with an identical one', () => {
    notify(store, { type: 'negative', title: 'Error', message: 'Same' });
    const first = store.jotai.get(notificationAtom);
    notify(store, { type: 'negative', title: 'Error', message: 'Same' });
    assert.equal(store.jotai.get(notificationAtom), first);
    assert.equal(emitted.length, 1);
    notify(store, { type: 'negative', title: 'Error', message: 'Different' });
    assert.notEqual(store.jotai.get(notificationAtom), first);
    assert.equal(emitted.length, 2);
  });

  it('fires landscape-notify with a title for each notification', () => {
    notify(store, { type: 'information', message: 'Heads up' });
    assert.deepEqual(emitted, [
      { type: 'landscape-notify', detail: { type: 'information', title: 'Info', message: 'Heads up' } },
    ]);
  });

  it("shows the server's message for a failed request", () => {
    notifyError(store, new ApiError('Profile limit reached.', 400));
    assert.equal(store.jotai.get(notificationAtom)?.message, 'Profile limit reached.');
    notifyError(store, new Error(''));
    assert.equal(store.jotai.get(notificationAtom)?.message, 'Unknown error');
  });
});

describe('isShownBy', () => {
  // Plain objects stand for elements: only their identity matters.
  const switcher = new EventTarget() as Element;
  const activities = new EventTarget() as Element;

  it("shows an element's own notification only in that element's area", () => {
    const notification = { id: 1, type: 'positive', message: 'You have switched to Globex.', origin: switcher } as const;
    assert.equal(isShownBy(notification, switcher), true);
    assert.equal(isShownBy(notification, activities), false);
  });

  it('shows a notification no element raised in every area', () => {
    const notification = { id: 2, type: 'negative', message: 'Your session has expired.' } as const;
    assert.equal(isShownBy(notification, switcher), true);
    assert.equal(isShownBy(notification, activities), true);
  });

  it('records the element that raised it', () => {
    const store = createPortalStore();
    notify(store, { type: 'information', message: 'Queued.' }, activities);
    assert.equal(store.jotai.get(notificationAtom)?.origin, activities);
  });
});
