import { createContext, type ComponentType } from 'react';

/**
 * Remote modules already in hand, by "<remote>/<module>". The build-time renderer fills it with the
 * marketing pages so their HTML is in the page before any script runs; in the browser it is empty
 * and modules load through federation (hydration keeps the server's HTML until they arrive).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const PreloadedModules = createContext<Record<string, ComponentType<any>>>({});
