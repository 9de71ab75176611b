import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; React Router and RTK Query use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
