import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER, XSRF_SECURE_COOKIE } from 'shared/contract/health';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Database } from '../db/client';
import type { IdentityKeys } from '../partners/executives/identity-data';
import { BlindIndex } from '../lib/blind-index';
import { CryptoBox } from '../lib/crypto-box';
import { randomKeys, type AppKeys } from '../lib/secret';
import { openTestDatabase } from './test-database';
import { AUTH_LIMITS, type AttemptLimits } from '../lib/attempt-limiter';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** The key identity data is encrypted with, so tests can check what was stored. */
  dataKey: Buffer;
  /** All the app's keys (random for each test app unless given). */
  keys: AppKeys;
  /** The app's key ring and blind index, to seal and open identity data as the app does. */
  identity: IdentityKeys;
  /** The clock the app sees; tests move it forward to expire sessions. */
  clock: { now: number };
  /** A browser-like client with its own cookie jar. */
  agent(): TestAgent;
  close(): Promise<void>;
}

/** The sign-in limits with a low per-address ceiling: tests of that ceiling reach it in a few requests. */
export const LOW_CEILING: AttemptLimits = { ...AUTH_LIMITS, perClient: 30 };

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Adds routes before the app is sealed (test-only endpoints). */
  extend?: (app: FastifyInstance) => void;
  /** Another app's database (a second instance on it); left open on close, its owner closes it. */
  database?: Database;
  /** Keys to start with instead of fresh random ones (the same keys as another instance, say). */
  keys?: Partial<AppKeys>;
  authLimits?: AttemptLimits;
}

export async function createTestApp({
  config: overrides = {},
  extend,
  database: shared,
  keys: givenKeys = {},
  authLimits,
}: TestAppOptions = {}): Promise<TestContext> {
  const database = shared ?? (await openTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const config = { ...loadConfig({}), dataDir, uploadsDir: path.join(dataDir, 'uploads'), ...overrides };
  const clock = { now: Date.now() };
  const keys = { ...randomKeys(), ...givenKeys };
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database,
      ...keys,
      now: () => clock.now,
      authLimits,
      checkResponses: true,
    });
  } catch (error) {
    if (!shared) await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    dataKey: keys.dataKey,
    keys,
    identity: {
      cryptoBox: new CryptoBox(keys.dataKey, keys.previousDataKeys),
      blindIndex: new BlindIndex(keys.indexKey),
    },
    clock,
    agent: () => new TestAgent(app),
    async close() {
      await app.close();
      if (!shared) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Body = Record<string, unknown> | unknown[] | string;

/** Keeps cookies between requests and echoes the anti-forgery token, as the real page does. */
export class TestAgent {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { xsrf?: boolean }): Promise<LightMyRequestResponse> {
    const { xsrf = true, ...inject } = options;
    const method = (inject.method ?? 'GET').toUpperCase();
    const xsrfToken = () => this.cookies.get(XSRF_SECURE_COOKIE) ?? this.cookies.get(XSRF_COOKIE);
    if (xsrf && method !== 'GET' && !xsrfToken()) {
      await this.request({ method: 'GET', url: '/api/antiforgery' });
    }
    const headers: Record<string, string> = { ...(inject.headers as Record<string, string>) };
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    }
    if (xsrf && method !== 'GET') headers[XSRF_HEADER] = xsrfToken() ?? '';
    const response = await this.app.inject({ ...inject, headers });
    // What the route left until after its answer (a reset link) is done before the next step, as it
    // would be by the time a person acts on the answer.
    await this.app.afterResponse.settled();
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }>) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  postJson(url: string, body: Body, options: { xsrf?: boolean } = {}) {
    return this.request({
      method: 'POST',
      url,
      payload: body as string,
      headers: { 'content-type': 'application/json' },
      ...options,
    });
  }

  postForm(url: string, fields: Record<string, string>, options: { xsrf?: boolean } = {}) {
    return this.request({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ...options,
    });
  }
}
