import { createAction, nanoid, type Action } from '@reduxjs/toolkit';

type NotificationKind = 'success' | 'error' | 'info';

export interface Notification {
  id: string;
  kind: NotificationKind;
  text: string;
}

/** Accessible, non-blocking replacements for the original product's alerts (never window.alert). */
export const notify = createAction('notifications/notify', (kind: NotificationKind, text: string) => ({
  payload: { id: nanoid(), kind, text } as Notification,
}));
export const dismiss = createAction<string>('notifications/dismiss');

// Keep the stack short: old messages have been read or are no longer relevant.
const MOST_SHOWN = 4;

function notificationsReducer(state: Notification[] = [], action: Action): Notification[] {
  if (notify.match(action)) return [...state, action.payload].slice(-MOST_SHOWN);
  if (dismiss.match(action)) return state.filter((notification) => notification.id !== action.payload);
  return state;
}

/** What `combineSlices` takes (written without createSlice: see auth-slice.ts). */
export const notificationsSlice = { reducerPath: 'notifications', reducer: notificationsReducer } as const;

export const selectNotifications = (state: { notifications: Notification[] }) => state.notifications;
