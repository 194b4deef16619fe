import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { HOOK_BUNDLE } from '../../framework/manifest-file';
import { COMMAND_HOSTS } from '../../hosts/command-hosts';
import { defineCommand, UsageError } from '../args/command-spec';
import { print } from '../args/print';
import { HOOK_SIZE_BUDGET_BYTES } from '../../packaging/bundle/hook-size-budget';
import { fixturesRoot, packageRoot } from '../package-root';
import { benchBearingClasses } from './bench/bearing-classes.bench';
import { measurePairs, reportRow, timed } from './bench/pairs';

/** One benchmark row: the packaged hook on one payload, against bare `node -e 0` fed the same stdin. */
interface BenchRow {
  readonly name: string;
  readonly host: string;
  readonly input: () => Buffer;
  /** Highest acceptable median of (hook time / bare time) over alternating pairs. */
  readonly target: number;
}

const fixture = (root: string, path: string) => () => readFileSync(join(root, path));

/**
 * A deny of `git checkout -b main` on every host the packaged hook serves (its own payload, HostEntry.samples), and
 * Claude Code's allow and long compound command from fixtures.
 */
function rows(root: string): BenchRow[] {
  const denies = COMMAND_HOSTS.filter((h) => h.samples).map((h) => {
    const payload = h.samples!.shellCall('git checkout -b main', '/tmp/bearing-bench-repo');
    const event = String(payload['hook_event_name'] ?? payload['hookEventName']);
    return { name: `${h.id} ${event} (deny)`, host: h.id, input: () => Buffer.from(JSON.stringify(payload)), target: 1.15 };
  });
  return [
    ...denies,
    { name: 'claude-code PreToolUse (allow)', host: 'claude-code', input: fixture(root, 'fixtures/claude-code/live/pre-tool-use.bash-checkout-feature.json'), target: 1.15 },
    { name: 'claude-code PreToolUse (long compound command)', host: 'claude-code', input: fixture(root, 'fixtures/bench/claude-code.pre-tool-use.long-compound.json'), target: 1.15 },
  ];
}


/** Variables that make every Node start slower, bare and hook alike (NODE_EXTRA_CA_CERTS loads a CA bundle). */
const SLOW_START_VARIABLES = ['NODE_EXTRA_CA_CERTS', 'NODE_OPTIONS'];

/**
 * `bearing bench`: cold-start cost of the packaged hook as a ratio to bare Node, measured side by side in one run, in
 * the environment hooks get here. Where that environment slows every Node start (which flatters the ratio), each row
 * is also measured in a clean one and printed beside it, with the hook's own cost in milliseconds. Targets live
 * here, never in timed unit tests.
 */
export const BENCH_COMMAND = defineCommand({
  name: 'bench',
  summary: 'cold-start benchmark of the packaged hook against bare node, in alternating pairs',
  options: {
    pairs: { type: 'string', value: 'N', description: 'alternating pairs per row (at least 20; default 40)' },
    'no-classes': { type: 'boolean', description: "skip the rows that time bearing's own classes" },
  },
  details: 'Exit 1 if a row misses its target ratio or the bundle is over its size limit.',
  run: async ({ values }) => {
    const root = packageRoot();
    const fixtures = fixturesRoot(root);
    if ('missing' in fixtures) {
      process.stderr.write(`${fixtures.missing}\n`);
      return 1;
    }
    const pairs = values.pairs === undefined ? 40 : Number(values.pairs);
    if (!Number.isInteger(pairs) || pairs < 20) throw new UsageError(`--pairs takes a whole number of at least 20, not "${values.pairs}"`);
    const bundle = join(root, HOOK_BUNDLE);
    const slowing = SLOW_START_VARIABLES.filter((name) => process.env[name]);
    const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SLOW_START_VARIABLES.includes(name)));
    let failed = 0;
    print(`bearing bench: ${pairs} alternating pairs per row, node ${process.version}, ${process.platform}-${process.arch}`);
    if (slowing.length > 0) print(`(${slowing.join(', ')} set here: each row is also measured without them, on the line below it)`);
    for (const row of rows(root)) {
      const input = row.input();
      const measure = (env?: NodeJS.ProcessEnv) =>
        measurePairs(pairs, () => timed(process.execPath, [bundle, row.host], { input, env }), () => timed(process.execPath, ['-e', '0'], { input, env }), 5);
      if (!reportRow(print, row.name, measure(), row.target, 'bare node')) failed++;
      if (slowing.length > 0) {
        const result = measure(clean);
        print(`      clean environment: ratio ${result.ratio.toFixed(3)}, hook ${result.subject.toFixed(1)} ms, bare node ${result.baseline.toFixed(1)} ms (+${(result.subject - result.baseline).toFixed(1)} ms)`);
      }
    }
    if (!values['no-classes']) failed += await benchBearingClasses({ bundle, pairs, print });
    const size = statSync(bundle).size;
    const sizeOk = size <= HOOK_SIZE_BUDGET_BYTES;
    if (!sizeOk) failed++;
    print(`${sizeOk ? 'PASS' : 'FAIL'}  bundle size ${(size / 1024).toFixed(1)} KiB (target ≤ ${HOOK_SIZE_BUDGET_BYTES / 1024} KiB)`);
    return failed === 0 ? 0 : 1;
  },
});
