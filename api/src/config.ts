import net from 'node:net';
import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { COMPANY } from 'shared/content/company';
import { loadKeys, type AppKeys } from './lib/secret';
import { parseMetricsAddr, type MetricsAddress } from './platform/metrics/metrics-address';
import { parseRecipientCap, type RecipientCap } from './platform/email/recipient-cap';
import { parseSmtpPool, type SmtpPoolSettings } from './platform/email/smtp-transport';
import { parseCanaryWatch, type CanaryWatchSettings } from './platform/remote-failures/canary-settings';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export type RemoteKey = 'marketing' | 'userPortal' | 'bdePortal' | 'staff';

/**
 * Where each remote's releases live (a folder per version and current.json, scripts/release.mjs) and
 * the URL folder they are served from: /remotes/<folder>/<version>/…
 */
export const REMOTE_SITES: Record<RemoteKey, { folder: string; root: string }> = {
  marketing: { folder: 'marketing', root: path.join(REPO_ROOT, 'marketing-remote', 'releases') },
  userPortal: { folder: 'user-portal', root: path.join(REPO_ROOT, 'user-portal-remote', 'releases') },
  bdePortal: { folder: 'bde-portal', root: path.join(REPO_ROOT, 'bde-portal-remote', 'releases') },
  staff: { folder: 'staff', root: path.join(REPO_ROOT, 'staff-remote', 'releases') },
};

export interface AppConfig {
  host: string;
  port: number;
  /** PostgreSQL when set; otherwise the embedded database in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Uploaded identity documents, encrypted; never under a served folder. */
  uploadsDir: string;
  production: boolean;
  /**
   * The site's public origin (PUBLIC_ORIGIN, default the listen address): every absolute URL in pages,
   * sitemap and robots. No request header is ever written into a page. An https origin makes every
   * cookie `Secure` with a `__Host-` name.
   */
  publicOrigin: string;
  /**
   * Which proxies are believed about the client's address and protocol: a hop count
   * (TRUST_PROXY=1) or the proxies' addresses and ranges (TRUST_PROXY=10.0.0.0/8,192.168.1.5); never all.
   */
  trustProxy: number | string[] | false;
  shellDist: string;
  /** Where each remote's files are read from, when not its own folder's releases/ (tests). */
  remoteDists?: Partial<Record<RemoteKey, string>>;
  /** A JSON file of remote URLs that overrides the defaults; read on every request. */
  remotesFile?: string;
  /** Per-remote URL overrides from the environment: REMOTE_MARKETING_URL and so on. */
  remoteUrls: Partial<Record<RemoteKey, string>>;
  chatWidgetUrl?: string;
  mapEmbedUrl?: string;
  /** The company's WhatsApp number in international form, digits only (WHATSAPP_NUMBER); unset, no chat link shows. */
  whatsAppNumber?: string;
  pincodeServiceUrl?: string;
  /** Told of new contact messages, leads and registrations (STAFF_NOTIFY_EMAIL; the company's info address). */
  staffNotifyEmail: string;
  /**
   * The SMTP server the outbox's worker sends through (SMTP_URL: smtp:// or smtps://, credentials in
   * it). Unset, nothing is sent: emails wait in the outbox, where admins can read them.
   */
  smtpUrl?: string;
  /** The relay's connections, emails per connection and rate (SMTP_MAX_CONNECTIONS, SMTP_MAX_MESSAGES, SMTP_RATE_LIMIT). */
  smtpPool: SmtpPoolSettings;
  /** Every email's From (MAIL_FROM; by default the company's name at no-reply@ the public origin's host). */
  mailFrom: string;
  logLevel: string;
  /** Where the Prometheus metrics are served (METRICS_ADDR, default 127.0.0.1:9464); null: not at all. */
  metricsAddr: MetricsAddress | null;
  /** Automatic emails one inbox is sent at most per window (MAIL_RECIPIENT_CAP, MAIL_RECIPIENT_CAP_MINUTES). */
  mailRecipientCap: RecipientCap;
  /** When a canary release is rolled back by itself, and how often that is looked at (CANARY_*). */
  canaryWatch: CanaryWatchSettings;
}

/** An optional URL from the environment `loadConfig` was given (blank is unset). */
const envUrl = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

/** More proxies than this in front of one site is a mistake, and a large count trusts every hop. */
const MAX_PROXY_HOPS = 5;

/** An address or a range narrow enough to name proxies: a prefix of /8 or longer. */
function isProxyRange(range: string): boolean {
  const [address, prefix, extra] = range.split('/');
  if (extra !== undefined) return false;
  const v4 =
    /^(\d{1,3})(\.\d{1,3}){3}$/.test(address) && address.split('.').every((part) => Number(part) <= 255);
  const v6 = /^[0-9a-f:]+$/i.test(address) && address.includes(':');
  if (!v4 && !v6) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) >= 8 && Number(prefix) <= (v4 ? 32 : 128);
}

/** TRUST_PROXY as Fastify takes it; "true" (believe any X-Forwarded-For) and its equivalents are refused. */
export function parseTrustProxy(value: string | undefined): number | string[] | false {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text) && Number(text) <= MAX_PROXY_HOPS) return Number(text);
  const ranges = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (ranges.length && ranges.every(isProxyRange)) return ranges;
  throw new Error(
    `TRUST_PROXY must be a hop count (TRUST_PROXY=1) or the proxies' addresses or ranges (TRUST_PROXY=10.0.0.0/8,192.168.1.5), not "${text}": trusting every X-Forwarded-For entry lets any client choose its own address.`,
  );
}

/** PUBLIC_ORIGIN as a bare origin (scheme, host, port), or the listen address. */
export function parsePublicOrigin(value: string | undefined, host: string, port: number): string {
  const text = value?.trim();
  if (!text) return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://www.example.in, not "${text}".`);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.pathname !== '/' ||
    url.search ||
    url.username
  ) {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://www.example.in, not "${text}".`);
  }
  return url.origin;
}

/** SMTP_URL when it is an smtp:// or smtps:// address; the value is never repeated (it holds a password). */
export function parseSmtpUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // Reported below, without the value.
  }
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new Error(
      'SMTP_URL must be an smtp:// or smtps:// address, such as smtps://user:password@smtp.example.in:465.',
    );
  }
  return text;
}

/** WHATSAPP_NUMBER as wa.me takes it: the country code and number, digits only (spaces, dashes and a leading + dropped). */
export function parseWhatsAppNumber(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const digits = text.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (!/^[1-9]\d{7,14}$/.test(digits)) {
    throw new Error(
      `WHATSAPP_NUMBER must be a number with its country code, such as +91 98480 21200, not "${text}".`,
    );
  }
  return digits;
}

/** MAIL_FROM as one mailbox ("Name <address@host>" or a bare address), or the default for the origin. */
export function parseMailFrom(value: string | undefined, publicOrigin: string): string {
  const text = value?.trim();
  if (!text) {
    const host = new URL(publicOrigin).hostname;
    // An address needs a domain; an origin given as an IP address (a development set-up) has none.
    const domain = net.isIP(host.replace(/^\[|\]$/g, '')) ? 'localhost' : host;
    return `${COMPANY.shortName} <no-reply@${domain}>`;
  }
  const parsed = addressparser(text);
  const [mailbox] = parsed;
  if (parsed.length !== 1 || !mailbox?.address || !/^[^\s@]+@[^\s@]+$/.test(mailbox.address)) {
    throw new Error(
      `MAIL_FROM must be one address, such as "Deccan Stack <no-reply@example.in>", not "${text}".`,
    );
  }
  return text;
}

export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const host = env.HOST ?? '127.0.0.1';
  const port = Number(env.PORT ?? 8080);
  const publicOrigin = parsePublicOrigin(env.PUBLIC_ORIGIN, host, port);
  return {
    host,
    port,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data'),
    uploadsDir: path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data', 'uploads'),
    production: env.NODE_ENV !== 'development',
    publicOrigin,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    shellDist: path.join(REPO_ROOT, 'shell', 'dist'),
    remotesFile: env.REMOTES_FILE ? path.resolve(env.REMOTES_FILE) : undefined,
    remoteUrls: {
      marketing: envUrl(env, 'REMOTE_MARKETING_URL'),
      userPortal: envUrl(env, 'REMOTE_USER_PORTAL_URL'),
      bdePortal: envUrl(env, 'REMOTE_BDE_PORTAL_URL'),
      staff: envUrl(env, 'REMOTE_STAFF_URL'),
    },
    chatWidgetUrl: envUrl(env, 'CHAT_WIDGET_URL'),
    mapEmbedUrl: envUrl(env, 'MAP_EMBED_URL'),
    whatsAppNumber: parseWhatsAppNumber(env.WHATSAPP_NUMBER),
    pincodeServiceUrl: envUrl(env, 'PINCODE_SERVICE_URL'),
    staffNotifyEmail: env.STAFF_NOTIFY_EMAIL?.trim() || COMPANY.emails.info,
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    smtpPool: parseSmtpPool(env),
    mailFrom: parseMailFrom(env.MAIL_FROM, publicOrigin),
    logLevel: env.LOG_LEVEL ?? 'info',
    metricsAddr: parseMetricsAddr(env.METRICS_ADDR),
    mailRecipientCap: parseRecipientCap(env.MAIL_RECIPIENT_CAP, env.MAIL_RECIPIENT_CAP_MINUTES),
    canaryWatch: parseCanaryWatch(env),
  };
}

/** The settings and the keys, both from one environment. */
export interface Settings {
  config: AppConfig;
  /** The keys (lib/secret.ts) from the same environment, or the embedded set-up's key files. */
  keys(options?: { create?: boolean }): AppKeys;
}

/** The one reader of the process's environment: the server, the admin tool and the demo seed start here. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const config = loadConfig(env);
  return { config, keys: (options) => loadKeys(env, config, options) };
}
