// `npm run bench:web`: Lighthouse (mobile preset, this machine's Chromium) on the production build for
// the main public pages; prints the four category scores, FCP, LCP, TBT, CLS and bytes per page, and
// writes each JSON report under reports/lighthouse/ (git-ignored).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../e2e/support/chromium';
import { ROOT, startSite } from './bench/site-process';

const PORT = Number(process.env.WEB_PORT ?? 8493);
const PAGES = (process.env.WEB_PAGES ?? '/,/aboutus,/serviceTypeheader,/contactus,/careers').split(',');
const REPORTS = path.join(ROOT, 'reports', 'lighthouse');

async function main() {
  fs.mkdirSync(REPORTS, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const site = await startSite(PORT, { DATA_DIR: dataDir });
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows: string[] = [];
  const scores: number[] = [];
  try {
    for (const page of PAGES) {
      const result = await lighthouse(`${site.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { lhr } = result;
      const name = page === '/' ? 'home' : page.slice(1);
      fs.writeFileSync(path.join(REPORTS, `${name}.json`), String(result.report));
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      scores.push(score('performance'));
      rows.push(
        [
          page.padEnd(20),
          String(score('performance')).padStart(5),
          String(score('accessibility')).padStart(5),
          String(score('best-practices')).padStart(5),
          String(score('seo')).padStart(5),
          `${(metric('first-contentful-paint') / 1000).toFixed(2)} s`.padStart(8),
          `${(metric('largest-contentful-paint') / 1000).toFixed(2)} s`.padStart(8),
          `${Math.round(metric('total-blocking-time'))} ms`.padStart(7),
          metric('cumulative-layout-shift').toFixed(3).padStart(6),
          `${(metric('total-byte-weight') / 1024).toFixed(0)} KB`.padStart(8),
        ].join(' '),
      );
    }
  } finally {
    await chrome.kill();
    await site.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.info(
    `bench:web — Lighthouse ${'13'} mobile preset (simulated throttling), ${os.cpus().length} × ${os.cpus()[0]?.model}\n`,
  );
  console.info(`${'page'.padEnd(20)}  perf  a11y    bp   seo      FCP      LCP     TBT    CLS    bytes`);
  for (const row of rows) console.info(row);
  console.info(`\nreports: ${path.relative(ROOT, REPORTS)}/*.json`);
  console.info(
    `summary: performance ${Math.min(...scores)}–${Math.max(...scores)} across ${PAGES.length} pages (target >= 95)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
