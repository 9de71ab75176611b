// Playwright's webServer: the production server on a fresh embedded database, stopped by Playwright.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './support/server';

const dataDir = path.join(REPO_ROOT, `.data-e2e-${process.env.PORT ?? 'default'}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
void import('../api/src/server');
