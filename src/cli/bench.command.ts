import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { HOOK_BUNDLE } from '../packaging/manifest-file';
import { packageRoot } from './package-root';
import { benchBearingClasses } from './bench/bearing-classes.bench';

/** One benchmark row: the packaged hook on one payload, against bare `node -e 0` fed the same stdin. */
interface BenchRow {
  readonly name: string;
  readonly host: string;
  readonly fixture: string;
  /** Highest acceptable median of (hook time / bare time) over alternating pairs. */
  readonly target: number;
}

const ROWS: readonly BenchRow[] = [
  { name: 'claude-code PreToolUse (deny)', host: 'claude-code', fixture: 'fixtures/claude-code/live/pre-tool-use.bash-checkout-main.json', target: 1.15 },
  { name: 'claude-code PreToolUse (allow)', host: 'claude-code', fixture: 'fixtures/claude-code/live/pre-tool-use.bash-checkout-feature.json', target: 1.15 },
  { name: 'cursor beforeShellExecution (deny)', host: 'cursor', fixture: 'fixtures/cursor/docs/before-shell-execution.checkout-main.json', target: 1.15 },
  { name: 'grok-build pre_tool_use (deny)', host: 'grok-build', fixture: 'fixtures/grok-build/docs/pre-tool-use.checkout-main.json', target: 1.15 },
  { name: 'codex PreToolUse (deny)', host: 'codex', fixture: 'fixtures/codex/live/pre-tool-use.bash-checkout-main.json', target: 1.15 },
  { name: 'kimi-code PreToolUse (deny)', host: 'kimi-code', fixture: 'fixtures/kimi-code/live/pre-tool-use.bash-checkout-main.json', target: 1.15 },
  { name: 'claude-code PreToolUse (compound)', host: 'claude-code', fixture: 'fixtures/bench/claude-code.pre-tool-use.long-compound.json', target: 1.15 },
];

const BUNDLE_LIMIT_BYTES = 150 * 1024;

/**
 * `bearing bench [--pairs N]`: cold-start cost of the packaged hook as a ratio to bare Node, measured
 * side by side in one run (alternating pairs, so machine load hits both sides alike). Exit 1 if a
 * target is missed. Targets live here, never in timed unit tests.
 */
export async function benchCommand(args: readonly string[]): Promise<number> {
  const root = packageRoot();
  const pairs = Math.max(20, Number(args[args.indexOf('--pairs') + 1]) || 40);
  const bundle = join(root, HOOK_BUNDLE);
  let failed = 0;
  const print = (line: string) => process.stdout.write(`${line}\n`);
  print(`bearing bench: ${pairs} alternating pairs per row, node ${process.version}, ${process.platform}-${process.arch}`);
  for (const row of ROWS) {
    const input = readFileSync(join(root, row.fixture));
    const time = (args: string[]) => {
      const start = process.hrtime.bigint();
      spawnSync(process.execPath, args, { input, stdio: ['pipe', 'ignore', 'ignore'] });
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const bare = ['-e', '0'];
    const hook = [bundle, row.host];
    for (let i = 0; i < 5; i++) time(i % 2 ? bare : hook); // warm the page cache and bearing's compile cache
    const ratios: number[] = [];
    const bareTimes: number[] = [];
    const hookTimes: number[] = [];
    for (let i = 0; i < pairs; i++) {
      const b = time(bare);
      const h = time(hook);
      bareTimes.push(b);
      hookTimes.push(h);
      ratios.push(h / b);
    }
    const ratio = median(ratios);
    const ok = ratio <= row.target;
    if (!ok) failed++;
    print(
      `${ok ? 'PASS' : 'FAIL'}  ${row.name.padEnd(34)} ratio ${ratio.toFixed(3)} (target ≤ ${row.target})  ` +
        `hook ${median(hookTimes).toFixed(1)} ms  bare node ${median(bareTimes).toFixed(1)} ms`,
    );
  }
  if (!args.includes('--no-classes')) failed += await benchBearingClasses({ bundle, pairs, print });
  const size = statSync(bundle).size;
  const sizeOk = size <= BUNDLE_LIMIT_BYTES;
  if (!sizeOk) failed++;
  print(`${sizeOk ? 'PASS' : 'FAIL'}  bundle size ${(size / 1024).toFixed(1)} KiB (target ≤ ${BUNDLE_LIMIT_BYTES / 1024} KiB)`);
  return failed === 0 ? 0 : 1;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
