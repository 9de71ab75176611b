import { combineSlices } from '@reduxjs/toolkit';
import { authSlice } from '../auth/auth-slice';
import { notificationsSlice } from '../notifications/notifications-slice';

/** Slices added at run time with `rootReducer.inject(slice)`; each declares itself here by merging. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The API client (shared/api/base-api) and the remotes' slices join with `rootReducer.inject`. */
export const rootReducer = combineSlices(
  authSlice,
  notificationsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
