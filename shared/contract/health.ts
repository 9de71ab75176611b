export const HEALTH_PATH = '/api/health';
export const ANTIFORGERY_PATH = '/api/antiforgery';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: { kind: 'pglite' | 'postgres'; ok: boolean; latencyMs: number };
}
