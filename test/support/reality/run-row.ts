import { existsSync, readFileSync } from 'node:fs';
import { askCheck, askHook, type BearingAnswer } from './ask-bearing';
import { inPool } from './proc';
import type { TierRow } from './rows';
import { runContained } from './sandbox';
import { takeSnapshot } from './snapshot';
import { judge, policyOf, type Truth, type Verdict } from './truth';
import type { SandboxShape, SandboxStore } from './workspace';

/** What one run in a sandbox showed. */
interface Observed {
  readonly truth: Truth;
  readonly exit: string;
  readonly output: string;
  readonly stubCalls: readonly (readonly string[])[];
}

export interface RowResult {
  readonly row: TierRow;
  readonly skipped?: string;
  readonly check?: BearingAnswer;
  readonly hook?: BearingAnswer;
  /** The run in the row's own repository. */
  readonly own?: Observed;
  /** The run in the `alt` repository (a table row expecting deny whose own run showed no refusal). */
  readonly alt?: Observed;
  /** The truth the verdict is taken from: the stated one for a stub row, else the own run's or, where that allows, the alt run's. */
  readonly truth?: Verdict;
  readonly ms: number;
  /** A harness failure (a template that could not be built, a snapshot that failed). */
  readonly error?: string;
}

const tail = (text: string, lines = 6) => text.trimEnd().split('\n').slice(-lines).join('\n');

function readStubLog(path: string): string[][] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line) as string[];
      } catch {
        return [line];
      }
    });
}

async function observe(
  store: SandboxStore,
  row: TierRow,
  shape: SandboxShape,
  ask: boolean,
): Promise<{ observed: Observed; check?: BearingAnswer; hook?: BearingAnswer }> {
  const sandbox = await store.sandbox(shape);
  try {
    // bearing is asked before the command runs, as a host asks it; the snapshot is taken after (its own writes are not the command's).
    const [check, hook] = ask ? await Promise.all([askCheck(sandbox, row.command), askHook(sandbox, row.command)]) : [];
    const before = await takeSnapshot(sandbox, row.stateFolders);
    const run = await runContained(sandbox, row.command);
    const after = await takeSnapshot(sandbox, row.stateFolders);
    const truth = await judge(sandbox, policyOf(shape.config), before, after);
    const exit = run.timedOut ? 'timed out' : run.error ? `not started: ${run.error}` : run.signal ? `signal ${run.signal}` : `exit ${run.status}`;
    const observed = { truth, exit, output: tail(`${run.stdout}${run.stderr}`), stubCalls: readStubLog(sandbox.stubLog) };
    return { observed, ...(check && { check }), ...(hook && { hook }) };
  } finally {
    store.release(sandbox);
  }
}

/** Builds the row's sandbox, asks bearing, runs the command contained, judges it; for a table deny row the alt repository too. */
async function runRow(store: SandboxStore, row: TierRow): Promise<RowResult> {
  const started = Date.now();
  if (row.skip) return { row, skipped: row.skip, ms: 0 };
  try {
    const own = await observe(store, row, row.shape, true);
    let truth: Verdict = own.observed.truth.verdict;
    let alt: Observed | undefined;
    if (row.alt && row.expect !== 'allow' && truth === 'allow' && row.policy !== 'stub') {
      alt = (await observe(store, row, row.alt, false)).observed;
      truth = alt.truth.verdict;
    }
    if (row.policy === 'stub' && row.statedTruth) truth = row.statedTruth;
    return { row, check: own.check!, hook: own.hook!, own: own.observed, ...(alt && { alt }), truth, ms: Date.now() - started };
  } catch (error) {
    return { row, error: (error as Error).stack ?? String(error), ms: Date.now() - started };
  }
}

/** Rows that run until the time limit (`watch` repeats its command forever): started first, so that the others fill the pool meanwhile. */
const SLOW = /(^|[\s;&|(])watch\s/;

/** Every row's result, in the rows' order; the slow ones started first. */
export async function runRows(store: SandboxStore, rows: readonly TierRow[], limit: number): Promise<RowResult[]> {
  const order = [...rows].sort((a, b) => Number(SLOW.test(b.command)) - Number(SLOW.test(a.command)));
  const results = new Map((await inPool(order, limit, (row) => runRow(store, row))).map((r) => [r.row, r]));
  return rows.map((row) => results.get(row)!);
}

const startsWith = (call: readonly string[], prefix: readonly string[]) => prefix.every((word, i) => call[i] === word);

/** One way a row's result disagrees with the row: its truth (or the conditions of its policy note), check, hook, or the harness. */
export interface Problem {
  readonly about: 'truth' | 'check' | 'hook' | 'harness';
  readonly text: string;
}

/** What is wrong with a row's result: empty when truth, check and hook all agree with the row. */
export function problemsOf(result: RowResult): Problem[] {
  const { row } = result;
  if (result.skipped) return [];
  if (result.error) return [{ about: 'harness', text: `the harness failed: ${result.error}` }];
  const problems: Problem[] = [];
  const truth = (text: string) => problems.push({ about: 'truth', text });
  const calls = [...(result.own?.stubCalls ?? []), ...(result.alt?.stubCalls ?? [])];
  if (row.policy === 'stub') {
    if (!row.stub || !row.statedTruth) truth('a stub row must state its truth and the stub call it expects');
    else if (!calls.some((call) => startsWith(call, row.stub!)))
      truth(`the stub was not called with ${JSON.stringify(row.stub)} (calls: ${JSON.stringify(calls)})`);
    if (result.truth !== row.expect) truth(`the stated truth is ${result.truth}, the row expects ${row.expect}`);
  } else if (row.policy === 'rule' || row.policy === 'may-fail') {
    if (result.truth !== row.expect && result.truth !== 'allow')
      truth(`truth is ${result.truth}: a ${row.policy} row expecting ${row.expect} may see ${row.expect} or allow`);
  } else if (result.truth !== row.expect)
    truth(`truth is ${result.truth}, the row expects ${row.expect}: the sandbox contradicts the row (fix the row, or give it a policy note)`);
  if (row.known) {
    // A known wrong answer: still wrong, and one same real verdict from both (an error is no answer to keep).
    const real = (v: string | undefined) => v === 'deny' || v === 'ask' || v === 'allow';
    for (const [about, who, answer] of [
      ['check', 'bearing check', result.check],
      ['hook', 'the hook', result.hook],
    ] as const) {
      if (answer?.verdict === row.expect)
        problems.push({
          about,
          text: `${who} now says ${row.expect}, as the row expects: bearing answers this known row right now, remove its \`known\` (${row.known})`,
        });
      else if (!real(answer?.verdict)) problems.push({ about, text: `${who} said ${answer?.verdict}: a known row (${row.known}) still needs a real answer` });
    }
  } else {
    if (result.check?.verdict !== row.expect)
      problems.push({ about: 'check', text: `bearing check said ${result.check?.verdict}, the row expects ${row.expect}` });
    if (result.hook?.verdict !== row.expect) problems.push({ about: 'hook', text: `the hook said ${result.hook?.verdict}, the row expects ${row.expect}` });
  }
  // One path: `bearing check` runs the hook's own, so the two never disagree, whatever the row expects.
  if (result.check?.verdict !== result.hook?.verdict)
    problems.push({ about: 'check', text: `bearing check said ${result.check?.verdict} and the hook ${result.hook?.verdict}: they must agree` });
  return problems;
}

function describeObserved(label: string, observed: Observed | undefined): string[] {
  if (!observed) return [];
  const lines = [`${label}: ${observed.truth.verdict} (${observed.exit})`];
  lines.push(...(observed.truth.changes.length > 0 ? observed.truth.changes.map((c) => `    changed: ${c}`) : ['    changed: nothing']));
  for (const f of observed.truth.findings) lines.push(`    counts: ${f.rule} (${f.setting}): ${f.what}`);
  for (const a of observed.truth.allowed) lines.push(`    allowed by the policy rules: ${a}`);
  if (observed.stubCalls.length > 0) lines.push(`    stub calls: ${observed.stubCalls.map((c) => JSON.stringify(c)).join(' ')}`);
  if (observed.output) lines.push(...observed.output.split('\n').map((l) => `    | ${l}`));
  return lines;
}

/** The row's result for a person: command, expected, truth, check, hook, what changed. */
export function describeResult(result: RowResult): string {
  const { row } = result;
  const lines = [
    `${row.source} row: ${row.name}`,
    `  command:  ${JSON.stringify(row.command)}`,
    `  expected: ${row.expect}${row.policy ? ` (policy ${row.policy}: ${row.because ?? ''})` : ''}`,
  ];
  if (row.known) lines.push(`  known:    bearing answers it wrong today: ${row.known}`);
  if (result.skipped) return [...lines, `  skipped:  ${result.skipped}`].join('\n');
  if (result.error) return [...lines, `  harness error: ${result.error}`].join('\n');
  const from =
    row.policy === 'stub'
      ? ' (stated by the row)'
      : result.alt
        ? ` (own run: ${result.own?.truth.verdict}, so the alt run decides: ${result.alt.truth.verdict})`
        : '';
  lines.push(`  truth:    ${result.truth}${from}`);
  lines.push(`  check:    ${result.check?.verdict}${result.check?.detail ? ` — ${result.check.detail.slice(0, 200)}` : ''}`);
  lines.push(`  hook:     ${result.hook?.verdict}${result.hook?.detail ? ` — ${result.hook.detail.slice(0, 200)}` : ''}`);
  lines.push(...describeObserved('  own run', result.own));
  lines.push(...describeObserved('  alt run (local protected branches ahead, config edited, a file staged)', result.alt));
  const problems = problemsOf(result);
  lines.push(...problems.map((p) => `  MISMATCH (${p.about}): ${p.text}`));
  return lines.join('\n');
}
