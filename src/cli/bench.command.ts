import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { HOOK_BUNDLE } from '../framework/manifest-file';
import { packageRoot } from './package-root';
import { benchBearingClasses } from './bench/bearing-classes.bench';
import { measurePairs, reportRow, timed } from './bench/pairs';

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
  { name: 'claude-code PreToolUse (long compound command)', host: 'claude-code', fixture: 'fixtures/bench/claude-code.pre-tool-use.long-compound.json', target: 1.15 },
  { name: 'codex PreToolUse (deny)', host: 'codex', fixture: 'fixtures/codex/live/pre-tool-use.bash-checkout-main.json', target: 1.15 },
  { name: 'cursor beforeShellExecution (deny)', host: 'cursor', fixture: 'fixtures/cursor/docs/before-shell-execution.checkout-main.json', target: 1.15 },
  { name: 'grok-build pre_tool_use (deny)', host: 'grok-build', fixture: 'fixtures/grok-build/docs/pre-tool-use.checkout-main.json', target: 1.15 },
  { name: 'kimi-code PreToolUse (deny)', host: 'kimi-code', fixture: 'fixtures/kimi-code/live/pre-tool-use.bash-checkout-main.json', target: 1.15 },
];

const BUNDLE_LIMIT_BYTES = 150 * 1024;

/** Variables that make every Node start slower, bare and hook alike (NODE_EXTRA_CA_CERTS loads a CA bundle). */
const SLOW_START_VARIABLES = ['NODE_EXTRA_CA_CERTS', 'NODE_OPTIONS'];

/**
 * `bearing bench [--pairs N] [--no-classes]`: cold-start cost of the packaged hook as a ratio to bare Node,
 * measured side by side in one run, in the environment hooks get here. Where that environment slows every Node
 * start (which flatters the ratio), each row is also measured in a clean one and printed beside it, with the
 * hook's own cost in milliseconds. Exit 1 if a target is missed. Targets live here, never in timed unit tests.
 */
export async function benchCommand(args: readonly string[]): Promise<number> {
  const root = packageRoot();
  const pairs = Math.max(20, Number(args[args.indexOf('--pairs') + 1]) || 40);
  const bundle = join(root, HOOK_BUNDLE);
  const print = (line: string) => process.stdout.write(`${line}\n`);
  const slowing = SLOW_START_VARIABLES.filter((name) => process.env[name]);
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SLOW_START_VARIABLES.includes(name)));
  let failed = 0;
  print(`bearing bench: ${pairs} alternating pairs per row, node ${process.version}, ${process.platform}-${process.arch}`);
  if (slowing.length > 0) print(`(${slowing.join(', ')} set here: each row is also measured without them, on the line below it)`);
  for (const row of ROWS) {
    const input = readFileSync(join(root, row.fixture));
    const measure = (env?: NodeJS.ProcessEnv) =>
      measurePairs(pairs, () => timed(process.execPath, [bundle, row.host], { input, env }), () => timed(process.execPath, ['-e', '0'], { input, env }), 5);
    if (!reportRow(print, row.name, measure(), row.target, 'bare node')) failed++;
    if (slowing.length > 0) {
      const result = measure(clean);
      print(`      clean environment: ratio ${result.ratio.toFixed(3)}, hook ${result.subject.toFixed(1)} ms, bare node ${result.baseline.toFixed(1)} ms (+${(result.subject - result.baseline).toFixed(1)} ms)`);
    }
  }
  if (!args.includes('--no-classes')) failed += await benchBearingClasses({ bundle, pairs, print });
  const size = statSync(bundle).size;
  const sizeOk = size <= BUNDLE_LIMIT_BYTES;
  if (!sizeOk) failed++;
  print(`${sizeOk ? 'PASS' : 'FAIL'}  bundle size ${(size / 1024).toFixed(1)} KiB (target ≤ ${BUNDLE_LIMIT_BYTES / 1024} KiB)`);
  return failed === 0 ? 0 : 1;
}
