import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api/base-api';
import { authSlice } from '../auth/auth-slice';
import { notificationsSlice } from '../notifications/notifications-slice';

/** Slices that remotes add at run time with `rootReducer.inject(slice)`; declared here by merging. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  authSlice,
  notificationsSlice,
  api,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
