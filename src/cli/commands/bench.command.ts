import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOOK_BUNDLE } from '../../framework/manifest-file';
import { COMMAND_HOSTS } from '../../hosts/command-hosts';
import { defineCommand, UsageError } from '../args/command-spec';
import { print } from '../args/print';
import { HOOK_SIZE_BUDGET_BYTES } from '../../packaging/bundle/hook-size-budget';
import { packageRoot } from '../package-root';
import { benchBearingClasses } from './bench/bearing-classes.bench';
import { makePlanWorkspace } from './bench/bench-workspaces';
import { measurePairs, reportInBoth, timed } from './bench/pairs';
import { phaseBreakdown } from './bench/phase-breakdown';
import type { BenchTarget } from './bench/targets';

/** One benchmark row: the packaged hook on one payload, against bare `node -e 0` fed the same stdin. */
interface BenchRow {
  readonly name: string;
  readonly host: string;
  readonly input: () => Buffer;
  /** Where the hook runs (the payload's cwd, for rows that read the workspace). */
  readonly cwd?: string;
  readonly target: BenchTarget;
}

const fixture = (root: string, path: string) => () => readFileSync(join(root, path));

/**
 * A deny of `git checkout -b main` on every host the packaged hook serves (its own payload, HostEntry.samples), Claude
 * Code's allow and long compound command from fixtures, and a session start in a workspace with a plan (activation
 * advice and the task offer). The hook's own cost is what the targets bound: +5 ms for a deny, +4 ms for the start.
 */
function rows(root: string, planWorkspace: string): BenchRow[] {
  const denies = COMMAND_HOSTS.filter((h) => h.samples).map((h) => {
    const payload = h.samples!.shellCall('git checkout -b main', '/tmp/bearing-bench-repo');
    const event = String(payload['hook_event_name'] ?? payload['hookEventName']);
    return { name: `${h.id} ${event} (deny)`, host: h.id, input: () => Buffer.from(JSON.stringify(payload)), target: { addedMs: 5 } };
  });
  const sessionStart = { session_id: 'bench', hook_event_name: 'SessionStart', source: 'startup', cwd: planWorkspace };
  return [
    ...denies,
    {
      name: 'claude-code PreToolUse (allow)',
      host: 'claude-code',
      input: fixture(root, 'fixtures/claude-code/live/pre-tool-use.bash-checkout-feature.json'),
      target: { ratio: 1.15 },
    },
    {
      name: 'claude-code PreToolUse (long compound command)',
      host: 'claude-code',
      input: fixture(root, 'fixtures/bench/claude-code.pre-tool-use.long-compound.json'),
      target: { ratio: 1.15 },
    },
    {
      name: 'claude-code SessionStart (workspace with a plan)',
      host: 'claude-code',
      input: () => Buffer.from(JSON.stringify(sessionStart)),
      cwd: planWorkspace,
      target: { addedMs: 4 },
    },
  ];
}

/** Variables that make every Node start slower, bare and hook alike (NODE_EXTRA_CA_CERTS loads a CA bundle). */
const SLOW_START_VARIABLES = ['NODE_EXTRA_CA_CERTS', 'NODE_OPTIONS'];

/** Profiled runs per row for the breakdown (apart from the timed pairs). */
const PROFILED_RUNS = 15;

/**
 * A clean environment: PATH and HOME, nothing else (no CA bundle, no NODE_OPTIONS, no BEARING_ setting but where the
 * record goes), so that a row measures what a fresh shell would see. HOME keeps the user's compile cache where the hook would look for it.
 */
function cleanEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(['PATH', 'HOME'].filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]]));
}

export const BENCH_COMMAND = defineCommand({
  name: 'bench',
  summary: 'cold-start benchmark of the packaged hook against bare node, in alternating pairs',
  cloneOnly: true,
  options: {
    pairs: { type: 'string', value: 'N', description: 'alternating pairs per row (at least 20; default 40)' },
    'no-classes': { type: 'boolean', description: "skip the rows that time bearing's own classes" },
  },
  details:
    'Exit 1 if a row misses its target (milliseconds added to bare node, or a ratio) or the bundle is over its size limit. BEARING_PROFILE=1 on one hook run prints the same phase marks the breakdown reads.\n' +
    'It runs from a clone of bearing only (the installed package has no fixtures: exit 2 there).',
  run: async ({ values }) => {
    const root = packageRoot();
    const pairs = values.pairs === undefined ? 40 : Number(values.pairs);
    if (!Number.isInteger(pairs) || pairs < 20) throw new UsageError(`--pairs takes a whole number of at least 20, not "${values.pairs}"`);
    const bundle = join(root, HOOK_BUNDLE);
    const slowing = SLOW_START_VARIABLES.filter((name) => process.env[name]);
    const scratch = mkdtempSync(join(tmpdir(), 'bearing-bench-plan-'));
    // The rows' refusals are no decisions of the user's: each still writes its record line (a deny's real cost), into
    // a file of the bench's own, not the user's record.
    process.env['BEARING_RECORD'] = join(scratch, 'decisions.jsonl');
    const clean = { ...cleanEnvironment(), BEARING_RECORD: process.env['BEARING_RECORD'] };
    let failed = 0;
    print(`bearing bench: ${pairs} alternating pairs per row, node ${process.version}, ${process.platform}-${process.arch}`);
    print(
      `each row twice: in this environment${slowing.length > 0 ? ` (${slowing.join(', ')} set)` : ''}, then in a clean one (PATH and HOME only), which the target judges`,
    );
    try {
      makePlanWorkspace(scratch);
      for (const row of rows(root, scratch)) {
        const input = row.input();
        const measure = (env: NodeJS.ProcessEnv) =>
          measurePairs(
            pairs,
            () => timed(process.execPath, [bundle, row.host], { input, env, cwd: row.cwd }),
            () => timed(process.execPath, ['-e', '0'], { input, env, cwd: row.cwd }),
            5,
          );
        if (!reportInBoth(print, row.name, measure, clean, row.target, 'bare node')) failed++;
        const breakdown = phaseBreakdown(PROFILED_RUNS, { command: process.execPath, args: [bundle, row.host], input, env: clean });
        if (breakdown) print(`      where it goes (ms, median of ${PROFILED_RUNS} profiled runs): ${breakdown}`);
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    if (!values['no-classes']) failed += await benchBearingClasses({ bundle, pairs, clean, print });
    const size = statSync(bundle).size;
    const sizeOk = size <= HOOK_SIZE_BUDGET_BYTES;
    if (!sizeOk) failed++;
    print(`${sizeOk ? 'PASS' : 'FAIL'}  bundle size ${(size / 1024).toFixed(1)} KiB (target ≤ ${HOOK_SIZE_BUDGET_BYTES / 1024} KiB)`);
    return failed === 0 ? 0 : 1;
  },
});
