import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

type NotificationKind = 'success' | 'error' | 'info';

export interface Notification {
  id: string;
  kind: NotificationKind;
  text: string;
}

/** Accessible, non-blocking replacements for the original product's alerts (never window.alert). */
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: [] as Notification[],
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<Notification>) {
        state.push(action.payload);
        // Keep the stack short: old messages have been read or are no longer relevant.
        if (state.length > 4) state.shift();
      },
      prepare(kind: NotificationKind, text: string) {
        return { payload: { id: nanoid(), kind, text } };
      },
    },
    dismiss(state, action: PayloadAction<string>) {
      return state.filter((notification) => notification.id !== action.payload);
    },
  },
  selectors: {
    selectNotifications: (state) => state,
  },
});

export const { notify, dismiss } = notificationsSlice.actions;
export const { selectNotifications } = notificationsSlice.selectors;
