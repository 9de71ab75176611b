// Playwright's webServer: the production server on a fresh embedded database, stopped by Playwright.
import fs from 'node:fs';
import path from 'node:path';
import { seedApplication } from './support/seed-application';
import { REPO_ROOT } from './support/server';

const dataDir = path.join(REPO_ROOT, `.data-e2e-${process.env.PORT ?? 'default'}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
// A job application for the back office's screens, written before the server holds the database.
void seedApplication(dataDir).then(() => import('../api/src/server'));
