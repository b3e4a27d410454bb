/**
 * Lighthouse 12 (mobile) through npx, so that its weight stays out of the
 * project's dependencies. Returns null when it cannot run (no registry).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM } from './page-weight.js';
import { hasTaskset } from './processes.js';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  /** Total blocking time: what a phone's main thread is kept from input. */
  tbtMs: number;
  /** Audits that lost points in best practices or accessibility, for the note. */
  failing: string[];
}

export async function lighthouse(url: string): Promise<LighthouseScores | null> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'lh-')), 'report.json');
  // The bench runs pinned to one core; Chrome would inherit that and run its
  // browser, renderer and GPU processes on it, which Lighthouse's 4× CPU
  // slowdown then multiplies. A phone has several cores: give Chrome them all.
  const allCores = ['-c', `0-${cpus().length - 1}`];
  const child = spawn(
    hasTaskset ? 'taskset' : 'npx',
    [
      ...(hasTaskset ? [...allCores, 'npx'] : []),
      '--yes',
      'lighthouse@12',
      url,
      `--chrome-path=${CHROMIUM}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--only-categories=performance,accessibility,best-practices',
      '--form-factor=mobile',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    { stdio: 'ignore' },
  );
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) return null;
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number; auditRefs: Array<{ id: string }> }>;
    audits: Record<string, { score: number | null; numericValue?: number }>;
  };
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const failing = ['best-practices', 'accessibility'].flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => {
        const audit = report.audits[ref.id];
        return audit && audit.score !== null && audit.score < 1;
      })
      .map((ref) => `${category}:${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    failing,
  };
}

/**
 * The run with the median performance score of `runs` runs: one Lighthouse
 * run moves by ten points on a shared machine. A run that fails (Chrome
 * crashed, npx offline) is left out; null when none succeeded.
 */
export async function medianLighthouse(
  url: string,
  runs = 3,
): Promise<(LighthouseScores & { runs: LighthouseScores[] }) | null> {
  const results: LighthouseScores[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url);
    if (result) results.push(result);
  }
  if (results.length === 0) return null;
  results.sort((a, b) => a.performance - b.performance);
  return { ...results[Math.floor(results.length / 2)]!, runs: results };
}
