export const HEALTH_PATH = '/api/health';
export const ANTIFORGERY_PATH = '/api/antiforgery';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The name over HTTPS: `__Host-` makes the browser refuse it unless Secure, host-only and Path=/. */
export const XSRF_SECURE_COOKIE = `__Host-${XSRF_COOKIE}`;
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Readiness, apart from liveness: whether this instance should be sent traffic. */
export const READY_PATH = '/api/ready';
