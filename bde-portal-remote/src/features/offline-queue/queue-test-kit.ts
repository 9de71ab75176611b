// Tests of the offline queue: an in-memory IndexedDB (jsdom has none) and the structured clone it
// stores with (jsdom lacks that global too).
import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';

globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;
