import { spawnSync } from 'node:child_process';
import { figures, meets, targetText, type BenchTarget, type PairResult } from './targets';

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Wall time of one process run, in milliseconds (its output is discarded). */
export function timed(command: string, args: readonly string[], options: { input?: string | Buffer; env?: NodeJS.ProcessEnv; cwd?: string } = {}): number {
  const start = process.hrtime.bigint();
  spawnSync(command, [...args], { input: options.input, env: options.env, cwd: options.cwd, stdio: ['pipe', 'ignore', 'ignore'] });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/**
 * Alternating pairs, baseline first, after a few warm-up rounds (page cache, bearing's compile cache): machine
 * load hits both sides alike, and the median of per-pair ratios ignores the odd slow run.
 */
export function measurePairs(count: number, subject: () => number, baseline: () => number, warmups = 3): PairResult {
  for (let i = 0; i < warmups; i++) {
    subject();
    baseline();
  }
  const ratios: number[] = [];
  const subjects: number[] = [];
  const baselines: number[] = [];
  for (let i = 0; i < count; i++) {
    const b = baseline();
    const s = subject();
    baselines.push(b);
    subjects.push(s);
    ratios.push(s / b);
  }
  return { ratio: median(ratios), subject: median(subjects), baseline: median(baselines) };
}

/** One PASS/FAIL line; true when the row met its target. */
function reportRow(print: (line: string) => void, name: string, result: PairResult, target: BenchTarget, baselineName: string): boolean {
  const ok = meets(result, target);
  print(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(52)} ${figures(result, baselineName)}  ${targetText(target)}`);
  return ok;
}

/**
 * A row measured twice: judged in the clean environment, then measured in this one and printed below it (a slow
 * environment, NODE_EXTRA_CA_CERTS say, slows bare Node and the hook alike and flatters a ratio). True when it met its target.
 */
export function reportInBoth(
  print: (line: string) => void,
  name: string,
  measure: (env: NodeJS.ProcessEnv) => PairResult,
  clean: NodeJS.ProcessEnv,
  target: BenchTarget,
  baselineName: string,
): boolean {
  const met = reportRow(print, name, measure(clean), target, baselineName);
  print(`      this environment: ${figures(measure(process.env), baselineName)}`);
  return met;
}
