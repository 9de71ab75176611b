import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from 'shared/contract/health';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from './test-database';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** The key identity data is encrypted with, so tests can check what was stored. */
  dataKey: Buffer;
  /** The clock the app sees; tests move it forward to expire sessions. */
  clock: { now: number };
  /** A browser-like client with its own cookie jar. */
  agent(): TestAgent;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Adds routes before the app is sealed (test-only endpoints). */
  extend?: (app: FastifyInstance) => void;
}

export async function createTestApp({
  config: overrides = {},
  extend,
}: TestAppOptions = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const config = { ...loadConfig({}), dataDir, uploadsDir: path.join(dataDir, 'uploads'), ...overrides };
  const clock = { now: Date.now() };
  const dataKey = crypto.randomBytes(32);
  const app = await buildApp({
    config,
    database,
    secretKey: crypto.randomBytes(32),
    dataKey,
    now: () => clock.now,
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    dataKey,
    clock,
    agent: () => new TestAgent(app),
    async close() {
      await app.close();
      await database.close();
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
    if (xsrf && method !== 'GET' && !this.cookies.has(XSRF_COOKIE)) {
      await this.request({ method: 'GET', url: '/api/antiforgery' });
    }
    const headers: Record<string, string> = { ...(inject.headers as Record<string, string>) };
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    }
    if (xsrf && method !== 'GET') headers[XSRF_HEADER] = this.cookies.get(XSRF_COOKIE) ?? '';
    const response = await this.app.inject({ ...inject, headers });
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
