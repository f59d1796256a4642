import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// BENCH_LIGHTHOUSE_DIR=<folder> keeps each run's whole Lighthouse report there (`<page>-<n>.json`), to see
// what a figure is made of: the request chains, the LCP element and its phases, the long tasks.
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_DIR;
let reportsKept = 0;

function keepReport(url: string, report: unknown): void {
  if (!REPORTS_DIR) return;
  mkdirSync(REPORTS_DIR, { recursive: true });
  const page = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
  reportsKept += 1;
  writeFileSync(join(REPORTS_DIR, `${page}-${reportsKept}.json`), JSON.stringify(report));
}

export interface LighthouseRun {
  /** The performance category's score, 0-100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of JavaScript on the wire (each script request's transfer size: gzip or brotli as served). */
  scriptBytes: number;
}

/** Readies the fresh browser on `port` before Lighthouse opens the page (e.g. signs in). */
export type PrepareBrowser = (port: number) => Promise<void>;

export interface LighthouseResult extends LighthouseRun {
  runs: LighthouseRun[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Runs per measurement: Lighthouse's variability guide advises the median of five. */
export const LIGHTHOUSE_RUNS = 5;

class LighthouseRunError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse: ${message}`);
  }
}

// Lighthouse's own "something went wrong with recording the trace, please run Lighthouse again" failures:
// a run that hits one is run again, at most twice, rather than failing the whole bench.
const TRACE_RECORDING_ERRORS = new Set(['NO_TRACING_STARTED', 'NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_DCL']);
const TRACE_RETRIES = 2;

async function runWithRetries(url: string, prepare?: PrepareBrowser): Promise<LighthouseRun> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await runOnce(url, prepare);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || !TRACE_RECORDING_ERRORS.has(error.code)) throw error;
      if (retry === TRACE_RETRIES) throw error;
      console.log(`  Lighthouse could not record the trace (${error.code}); running that one again`);
    }
  }
}

async function runOnce(url: string, prepare?: PrepareBrowser): Promise<LighthouseRun> {
  // A fresh Chromium (and profile) per run: Lighthouse also clears the origin's cache and its service
  // workers and cache storage (not its localStorage), so each run is a first-time visitor, who sees the
  // access gate, unless `prepare` stored more.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    await prepare?.(chrome.port);
    // Lighthouse's default configuration is the mobile preset: a Moto G Power-sized screen, simulated
    // slow 4G (150 ms RTT, 1.6 Mbit/s) and a 4x CPU slowdown.
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    keepReport(url, lhr);
    if (lhr.runtimeError) throw new LighthouseRunError(lhr.runtimeError.code, lhr.runtimeError.message);
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse measured no ${id} for ${url}`);
      return value;
    };
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave ${url} no performance score`);
    return {
      score: Math.round(score * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      scriptBytes: scriptTransferBytes(lhr.audits['network-requests']?.details),
    };
  } finally {
    chrome.kill();
  }
}

/** The summed transfer size of the script requests in Lighthouse's network-requests table. */
function scriptTransferBytes(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)
    ?.items;
  if (!items) throw new Error('Lighthouse listed no network requests');
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/**
 * Lighthouse's performance audit of `url` with its default (mobile) settings, `runs` (LIGHTHOUSE_RUNS) times one
 * after the other; each figure is the median of the runs.
 */
export async function lighthousePerformance(
  url: string,
  { runs = LIGHTHOUSE_RUNS, prepare }: { runs?: number; prepare?: PrepareBrowser } = {},
): Promise<LighthouseResult> {
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runWithRetries(url, prepare));
  return {
    score: median(results.map((run) => run.score)),
    fcpMs: median(results.map((run) => run.fcpMs)),
    lcpMs: median(results.map((run) => run.lcpMs)),
    tbtMs: median(results.map((run) => run.tbtMs)),
    cls: median(results.map((run) => run.cls)),
    scriptBytes: median(results.map((run) => run.scriptBytes)),
    runs: results,
  };
}
