import { createAppStore } from '../store/create-store';
import { dismiss, notify, selectNotifications } from './notifications-slice';

describe('notifications slice', () => {
  it('shows the four newest messages, each with its own id, until dismissed', () => {
    const store = createAppStore();
    for (const n of [1, 2, 3, 4, 5]) store.dispatch(notify('info', `message ${n}`));
    const shown = selectNotifications(store.getState());
    expect(shown.map((m) => m.text)).toEqual(['message 2', 'message 3', 'message 4', 'message 5']);
    expect(new Set(shown.map((m) => m.id)).size).toBe(4);

    store.dispatch(dismiss(shown[1].id));
    expect(selectNotifications(store.getState()).map((m) => m.text)).toEqual([
      'message 2',
      'message 4',
      'message 5',
    ]);
  });
});
