// `npm run bench:web`: Lighthouse (mobile preset, this machine's Chromium) on the production build for
// the main public pages and the portal entry pages; prints the four category scores, FCP, LCP, TBT, CLS and bytes per page, and
// writes each JSON report under reports/lighthouse/ (git-ignored).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium';
import { OPENING_PAGE, PUBLIC_PAGES } from '../e2e/support/public-pages';
import { ROOT, startSite } from './bench/site-process';

const PORT = Number(process.env.WEB_PORT ?? 8493);
// Every public page and an opening's page (the list the public-site test walks): the pages held to 100
// in all four categories. Then the sign-in pages, measured too: they are noindex on purpose, which
// Lighthouse's SEO score counts against them (66).
const TARGET_PAGES = [...PUBLIC_PAGES, OPENING_PAGE].map((page) => page.path);
const PAGES = (
  process.env.WEB_PAGES ?? [...TARGET_PAGES, '/login', '/bdelogin', '/userlogin', '/userSignup'].join(',')
).split(',');
const REPORTS = path.join(ROOT, 'reports', 'lighthouse');
// Lighthouse's own advice: scores vary from run to run, so report the median of several.
const RUNS = Number(process.env.WEB_RUNS ?? 3);
// A run Lighthouse itself gives up on (its "NO_NAVSTART" trace error, now and then) is run again.
const ATTEMPTS_PER_RUN = 3;

interface Report {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

function runLighthouse(url: string, outputPath: string, chromeFlags: string): Report {
  for (let attempt = 1; ; attempt += 1) {
    // Lighthouse runs as its own plain Node process: its page-side functions are sent as source text.
    const run = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js'),
        url,
        '--output=json',
        `--output-path=${outputPath}`,
        `--chrome-flags=${chromeFlags}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: findChromium() }, stdio: 'inherit' },
    );
    if (run.status === 0) return JSON.parse(fs.readFileSync(outputPath, 'utf8')) as Report;
    if (attempt === ATTEMPTS_PER_RUN) throw new Error(`Lighthouse failed ${attempt} times on ${url}`);
    console.warn(`Lighthouse failed on ${url}; running it again`);
  }
}

async function main() {
  fs.mkdirSync(REPORTS, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const site = await startSite(PORT, { DATA_DIR: dataDir });
  const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
  const rows: string[] = [];
  const scores: number[] = [];
  const categoryScores: number[][] = [];
  try {
    for (const page of PAGES) {
      const name = page === '/' ? 'home' : page.slice(1).replace(/\//g, '-');
      const reportPath = path.join(REPORTS, `${name}.json`);
      const runs = Array.from({ length: RUNS }, (_, run) => {
        const runPath = path.join(REPORTS, `${name}.run-${run + 1}.json`);
        return { runPath, lhr: runLighthouse(`${site.url}${page}`, runPath, chromeFlags) };
      });
      const performance = (report: Report) => report.categories.performance?.score ?? 0;
      runs.sort((a, b) => performance(a.lhr) - performance(b.lhr));
      const median = runs[Math.floor((runs.length - 1) / 2)];
      fs.copyFileSync(median.runPath, reportPath);
      const lhr = median.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      scores.push(score('performance'));
      categoryScores.push(['performance', 'accessibility', 'best-practices', 'seo'].map(score));
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
    await site.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.info(
    `bench:web — Lighthouse ${'13'} mobile preset (simulated throttling), median of ${RUNS} runs per page, ${os.cpus().length} × ${os.cpus()[0]?.model}\n`,
  );
  console.info(`${'page'.padEnd(20)}  perf  a11y    bp   seo      FCP      LCP     TBT    CLS    bytes`);
  for (const row of rows) console.info(row);
  console.info(`\nreports: ${path.relative(ROOT, REPORTS)}/*.json`);
  const targets = PAGES.map((page, i) => ({ page, scores: categoryScores[i] })).filter(({ page }) =>
    TARGET_PAGES.includes(page),
  );
  const short = targets.filter(({ scores }) => scores.some((score) => score < 100)).map(({ page }) => page);
  console.info(
    `summary: performance ${Math.min(...scores)}–${Math.max(...scores)} across ${PAGES.length} pages; ` +
      `${targets.length - short.length} of ${targets.length} public pages score 100 in all four categories ` +
      `(target: all)${short.length ? `; below: ${short.join(', ')}` : ''}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
