// Browser globals jsdom lacks but Node has; set before anything (undici, React Router) loads.
// Not MessageChannel: React's scheduler would use it, and an open Node port keeps Jest from exiting.
import { TextDecoder, TextEncoder } from 'node:util';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { MessagePort } from 'node:worker_threads';

Object.assign(globalThis, {
  TextEncoder,
  TextDecoder,
  ReadableStream,
  TransformStream,
  WritableStream,
  MessagePort,
});
