import { describeResult, problemsOf, runRows, type RowResult } from './run-row';
import { RED_TEAM_ROWS, REALITY_ROWS, shardOf, TABLE_ROWS, type TierRow } from './rows';
import { requireBubblewrap } from './sandbox';
import { SandboxStore } from './workspace';

/** Rows judged at once in one jest worker (two workers share two cores); REALITY_JOBS sets another number. */
const POOL = Number(process.env['REALITY_JOBS'] ?? 3);

/**
 * The whole tier (about 1350 rows, four shards) needs about 375 s of CPU (about 3 min on two idle cores), most of it
 * the two node processes that ask bearing per row; measured 5.8 min at a load of 6 to 10, the slowest shard's rows
 * 223 s. The limit, per shard, leaves room for a machine shared with other work.
 */
const TIER_LIMIT_MS = 600_000;

/**
 * The reality tier for these rows: in beforeAll every row is built, asked of bearing, run and judged (one bounded
 * pool for all of them); then one test per row asserts its precomputed result: truth, check and hook all equal to
 * what the row expects (or what its policy note allows). A row that cannot run is a skipped test whose name says why.
 */
function realityTier(sections: readonly { readonly title: string; readonly rows: readonly TierRow[] }[]): void {
  let store: SandboxStore | undefined;
  const results = new Map<TierRow, RowResult>();
  const rows = sections.flatMap((s) => s.rows);
  beforeAll(async () => {
    requireBubblewrap();
    store = new SandboxStore();
    const started = Date.now();
    for (const result of await runRows(store, rows, POOL)) results.set(result.row, result);
    if (process.env['REALITY_TIMING']) process.stderr.write(`reality tier: ${rows.length} rows in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }, TIER_LIMIT_MS);
  afterAll(() => store?.remove());

  for (const section of sections) {
    describe(section.title, () => {
      for (const row of section.rows) {
        if (row.skip) {
          test.skip(row.name, () => undefined);
          continue;
        }
        test(row.name, () => {
          const result = results.get(row);
          if (!result) throw new Error('no result: beforeAll did not run this row');
          const problems = problemsOf(result);
          if (problems.length > 0) throw new Error(describeResult(result));
          expect(problems).toEqual([]);
        });
      }
    });
  }
}

/** How many shard files (test/reality/guard-reality.shard-<n>.test.ts) the tier is split into: jest runs two at a time. */
export const SHARDS = 4;

/** Shard `index` (0-based) of SHARDS: every SHARDS-th row of each source (so that the shards take about as long). */
export function realityShard(index: number): void {
  const of = `shard ${index + 1} of ${SHARDS}`;
  realityTier([
    { title: `the command table against reality (${of})`, rows: shardOf(TABLE_ROWS, index, SHARDS) },
    { title: `REALITY_CASES against reality (${of})`, rows: shardOf(REALITY_ROWS, index, SHARDS) },
    { title: `the red team's corpus against reality (${of})`, rows: shardOf(RED_TEAM_ROWS, index, SHARDS) },
  ]);
}
