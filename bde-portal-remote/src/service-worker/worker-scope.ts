// The service worker's global, typed here: the browser apps are checked with the DOM's types, which
// have no ServiceWorkerGlobalScope.
import { WORKER_CONFIG_GLOBAL, type PortalWorkerConfig } from 'shared/contract/portal-app';

export interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface ExtendableMessageEventLike extends ExtendableEventLike {
  data: unknown;
  ports: readonly MessagePort[];
  source: { id: string; postMessage(message: unknown): void } | null;
}

export interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  clientId: string;
  respondWith(response: Promise<Response> | Response): void;
}

export interface WorkerScope {
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEventLike) => void): void;
  addEventListener(type: string, listener: (event: ExtendableEventLike) => void): void;
  clients: {
    get(id: string): Promise<{ postMessage(message: unknown): void } | undefined>;
    claim(): Promise<void>;
  };
  registration: { scope: string };
  location: Location;
  [WORKER_CONFIG_GLOBAL]?: PortalWorkerConfig;
}

export const workerScope = self as unknown as WorkerScope;

/** What the API's script set before loading this runtime; an empty worker without it. */
export function workerConfig(): PortalWorkerConfig {
  return workerScope[WORKER_CONFIG_GLOBAL] ?? { release: '', entries: {}, precache: [], page: '/bdedetails' };
}
