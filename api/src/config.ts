import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export type RemoteKey = 'marketing' | 'userPortal' | 'bdePortal';

/** Where each remote's build lives and the URL folder it is served from. */
export const REMOTE_SITES: Record<RemoteKey, { folder: string; dist: string }> = {
  marketing: { folder: 'marketing', dist: path.join(REPO_ROOT, 'marketing-remote', 'dist') },
  userPortal: { folder: 'user-portal', dist: path.join(REPO_ROOT, 'user-portal-remote', 'dist') },
  bdePortal: { folder: 'bde-portal', dist: path.join(REPO_ROOT, 'bde-portal-remote', 'dist') },
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
  /** Cookies get `Secure` when the site is served over HTTPS (directly or behind a proxy). */
  trustProxy: boolean;
  shellDist: string;
  /** A JSON file of remote URLs that overrides the defaults; read on every request. */
  remotesFile?: string;
  /** Per-remote URL overrides from the environment: REMOTE_MARKETING_URL and so on. */
  remoteUrls: Partial<Record<RemoteKey, string>>;
  chatWidgetUrl?: string;
  mapEmbedUrl?: string;
  pincodeServiceUrl?: string;
  logLevel: string;
}

const envUrl = (name: string) => process.env[name]?.trim() || undefined;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 8080),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data'),
    uploadsDir: path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data', 'uploads'),
    production: env.NODE_ENV !== 'development',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    shellDist: path.join(REPO_ROOT, 'shell', 'dist'),
    remotesFile: env.REMOTES_FILE ? path.resolve(env.REMOTES_FILE) : undefined,
    remoteUrls: {
      marketing: envUrl('REMOTE_MARKETING_URL'),
      userPortal: envUrl('REMOTE_USER_PORTAL_URL'),
      bdePortal: envUrl('REMOTE_BDE_PORTAL_URL'),
    },
    chatWidgetUrl: envUrl('CHAT_WIDGET_URL'),
    mapEmbedUrl: envUrl('MAP_EMBED_URL'),
    pincodeServiceUrl: envUrl('PINCODE_SERVICE_URL'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
