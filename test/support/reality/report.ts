/**
 * The reality tier's mismatch report, without jest: every row run as the tier runs it, then, per row that does not
 * agree (or every row with --all), the command, expected, truth, check, hook and what changed; a summary of counts.
 *
 *   node -r esbuild-register test/support/reality/report.ts [--all] [--source table|reality|redteam] [--grep TEXT] [--jobs N] [--json FILE] [--disagreements FILE]
 *
 * --disagreements writes, as a Markdown table, every row where bearing's answer (check or hook) is not the row's
 * truth, `known` rows included (what is left to fix in bearing). Exit 1 when a row mismatches.
 */
import { writeFileSync } from 'node:fs';
import { GUARD_CASES } from '../guard-cases';
import { unmatchedNotes } from './guard-case-notes';
import { ALL_ROWS, noteKey } from './rows';
import { describeResult, problemsOf, runRows, type RowResult } from './run-row';
import { requireBubblewrap } from './sandbox';
import { SandboxStore } from './workspace';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
}

async function main(): Promise<number> {
  requireBubblewrap();
  const source = option('--source');
  const grep = option('--grep');
  const rows = ALL_ROWS.filter((r) => (!source || r.source === source) && (!grep || r.command.includes(grep) || r.family.includes(grep)));
  const store = new SandboxStore();
  const started = Date.now();
  let results: RowResult[];
  try {
    results = await runRows(store, rows, Number(option('--jobs') ?? 4));
  } finally {
    store.remove();
  }
  const seconds = (Date.now() - started) / 1000;
  const all = process.argv.includes('--all');
  const ran = results.filter((r) => !r.skipped);
  const count = (pick: (r: RowResult) => boolean) => ran.filter(pick).length;
  const wrong = (about: string) => (r: RowResult) => problemsOf(r).some((p) => p.about === about);
  const truthWrong = wrong('truth');
  const disagrees = (r: RowResult) => !r.error && (r.check?.verdict !== r.row.expect || r.hook?.verdict !== r.row.expect);
  for (const result of results) if (all || problemsOf(result).length > 0) process.stdout.write(`${describeResult(result)}\n\n`);
  const summary = [
    `rows: ${results.length} (${ran.length} run, ${results.length - ran.length} skipped) in ${seconds.toFixed(1)} s`,
    `harness errors: ${count(wrong('harness'))}`,
    `truth != expected (table rows the sandbox contradicts, or policy-note conditions unmet): ${count(truthWrong)}`,
    `  from the command table: ${count((r) => r.row.source === 'table' && truthWrong(r))}, from REALITY_CASES: ${count((r) => r.row.source === 'reality' && truthWrong(r))}, from the red team's: ${count((r) => r.row.source === 'redteam' && truthWrong(r))}`,
    `check != expected: ${count(wrong('check'))}`,
    `hook != expected: ${count(wrong('hook'))}`,
    `check != hook: ${count((r) => !r.error && r.check?.verdict !== r.hook?.verdict)}`,
    `bearing != the row's truth (check or hook), known rows included: ${count(disagrees)} (${count((r) => !!r.row.known && disagrees(r))} of them known)`,
    `rows with any mismatch: ${count((r) => problemsOf(r).length > 0)}`,
  ];
  const stale = unmatchedNotes(new Set(GUARD_CASES.map((row) => noteKey(row.group, row.command))));
  if (stale.length > 0) summary.push(`policy notes naming no row of the command table (guard-case-notes.ts): ${stale.length}`, ...stale.map((n) => `  ${n}`));
  process.stdout.write(`${summary.join('\n')}\n`);
  const json = option('--json');
  if (json) {
    const out = results.map((r) => ({
      source: r.row.source,
      family: r.row.family,
      command: r.row.command,
      on: r.row.on,
      expect: r.row.expect,
      policy: r.row.policy,
      known: r.row.known,
      skipped: r.skipped,
      truth: r.truth,
      check: r.check?.verdict,
      hook: r.hook?.verdict,
      changes: r.own?.truth.changes,
      altChanges: r.alt?.truth.changes,
      problems: problemsOf(r).map((p) => `${p.about}: ${p.text}`),
      ms: r.ms,
      exit: r.own?.exit,
    }));
    writeFileSync(json, `${JSON.stringify(out, null, 1)}\n`);
  }
  const table = option('--disagreements');
  if (table) {
    // A line break shown as ⏎; `|` escaped for the table (GitHub's tables take `\|` in code spans too).
    const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, '⏎');
    const lines = ['| source | family | command | on | truth | check | hook | known |', '|---|---|---|---|---|---|---|---|'];
    for (const r of ran.filter(disagrees)) {
      const on = `${r.row.on}${r.row.shape.dirty ? ', dirty' : ''}`;
      const truth = `${r.row.expect}${r.row.policy ? ` (${r.row.policy})` : ''}`;
      const code = `\`\` ${cell(r.row.command)} \`\``;
      lines.push(
        `| ${r.row.source} | ${cell(r.row.family)} | ${code} | ${on} | ${truth} | ${r.check?.verdict} | ${r.hook?.verdict} | ${r.row.known ? 'yes' : ''} |`,
      );
    }
    writeFileSync(table, `${lines.join('\n')}\n`);
  }
  return count((r) => problemsOf(r).length > 0) > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    process.exit(2);
  },
);
