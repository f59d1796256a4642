import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseRun {
  /** The performance category's score, 0-100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

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

async function runWithRetries(url: string): Promise<LighthouseRun> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || !TRACE_RECORDING_ERRORS.has(error.code)) throw error;
      if (retry === TRACE_RETRIES) throw error;
      console.log(`  Lighthouse could not record the trace (${error.code}); running that one again`);
    }
  }
}

async function runOnce(url: string): Promise<LighthouseRun> {
  // A fresh Chromium (and profile) per run: Lighthouse also clears the origin's storage and cache, so
  // each run is a first-time visitor, who sees the access gate.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
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
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's performance audit of `url` with its default (mobile) settings, LIGHTHOUSE_RUNS times one after the
 * other; each figure is the median of the runs.
 */
export async function lighthousePerformance(url: string): Promise<LighthouseResult> {
  const results: LighthouseRun[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) results.push(await runWithRetries(url));
  return {
    score: median(results.map((run) => run.score)),
    fcpMs: median(results.map((run) => run.fcpMs)),
    lcpMs: median(results.map((run) => run.lcpMs)),
    tbtMs: median(results.map((run) => run.tbtMs)),
    cls: median(results.map((run) => run.cls)),
    runs: results,
  };
}
