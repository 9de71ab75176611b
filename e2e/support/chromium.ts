import fs from 'node:fs';
import { chromium } from '@playwright/test';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Debian's Chromium, or Playwright's own browser where one is installed; otherwise a loud failure. */
export function findChromium(): string {
  for (const candidate of CANDIDATES) if (candidate && fs.existsSync(candidate)) return candidate;
  try {
    const bundled = chromium.executablePath();
    if (bundled && fs.existsSync(bundled)) return bundled;
  } catch {
    // no bundled browser
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one with `apt-get install -y chromium` ' +
      '(or set CHROMIUM_PATH to a Chromium binary).',
  );
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
