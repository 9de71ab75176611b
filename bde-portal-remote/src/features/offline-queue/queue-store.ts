// The portal's offline queue (issue 43): what a BDE recorded without a connection, kept in IndexedDB
// until it is sent. Plain IndexedDB and no DOM or React, so the service worker's bundle can use it.

/** What a queued send records: the follow-up form today; a lead's note or a client form may follow. */
export type QueuedWhat = 'follow-up' | 'note' | 'client-form';

export interface QueuedSend {
  /** The Idempotency-Key it is sent with, every time: made once, when it was first submitted. */
  key: string;
  what: QueuedWhat;
  /** What the BDE would call it: the lead's company. */
  label: string;
  method: 'POST';
  /** The API address, query included. */
  path: string;
  body: unknown;
  /** Headers to send beside the key (the page's language). */
  headers: Record<string, string>;
  /** When it was saved on the device (ms since 1970). */
  created: number;
  /** Pending: to be sent. Failed: the server refused it (4xx) and `error` says why. */
  state: 'pending' | 'failed';
  error: string;
}

const DB_NAME = 'bde-offline-queue';
const STORE = 'sends';
/** Page and worker tell each other here that the queue changed. */
const CHANNEL = 'bde-offline-queue';

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => {
      const db = request.result;
      // Another context upgrading or deleting the database: let it, open again next time.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('The offline queue could not be opened.'));
    };
  });
  return opening;
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = action(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? request.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('The offline queue was not changed.'));
  });
}

const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage('changed');
    channel.close();
  }
}

/** Calls `listener` whenever the queue changes, in this context or another (a tab, the worker). */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  if (channel) channel.onmessage = () => listener();
  return () => {
    listeners.delete(listener);
    channel?.close();
  };
}

/** Every send on this device, oldest first. */
export async function listSends(): Promise<QueuedSend[]> {
  const sends = await run('readonly', (store) => store.getAll() as IDBRequest<QueuedSend[]>);
  return sends.sort((a, b) => a.created - b.created);
}

/** Keeps a send (a new one, or one with its state changed). */
export async function putSend(send: QueuedSend): Promise<void> {
  await run('readwrite', (store) => store.put(send));
  changed();
}

export async function removeSend(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key));
  changed();
}

/** Empties the queue: sign-out leaves nothing of the BDE's on the device. */
export async function clearSends(): Promise<void> {
  await run('readwrite', (store) => store.clear());
  changed();
}
