import { createDynamicMiddleware } from '@reduxjs/toolkit';

/**
 * Middleware that modules loaded later add to every store. The API client joins this way the first
 * time something makes a call, so a first visit to a public page never downloads RTK Query.
 */
export const injectedMiddleware = createDynamicMiddleware();
