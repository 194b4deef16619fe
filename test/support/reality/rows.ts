import { GUARD_CASES, type GuardCase } from '../guard-cases';
import { GUARD_CASE_KNOWN, GUARD_CASE_NOTES } from './guard-case-notes';
import { REALITY_CASES, type RealityCase } from './reality-cases';
import { RED_TEAM_CASES, type RedTeamCase } from './red-team-cases';
import type { SandboxShape } from './workspace';

type Expected = 'deny' | 'allow' | 'ask';
export type PolicyNote = 'may-fail' | 'rule' | 'stub';

/** One row of the tier, from the command table (GUARD_CASES), REALITY_CASES or the red team's corpus (RED_TEAM_CASES). */
export interface TierRow {
  readonly source: 'table' | 'reality' | 'redteam';
  readonly family: string;
  readonly command: string;
  readonly on: string;
  readonly expect: Expected;
  readonly shape: SandboxShape;
  /**
   * For a table row that expects deny: the same repository with everything there to lose (local protected branches
   * one commit ahead of the remote, an uncommitted edit of the config, a staged file). Its truth counts where the
   * row's own repository shows no effect: the table's rows name a command, not the state it runs in.
   */
  readonly alt?: SandboxShape;
  readonly policy?: PolicyNote;
  readonly because?: string;
  readonly statedTruth?: 'deny' | 'allow';
  readonly stub?: readonly string[];
  /** State folders (relative to repo/) the row names, watched besides bearing's own (snapshot.ts, protectedRoots). */
  readonly stateFolders: readonly string[];
  /**
   * bearing answers this row wrong today, and why (an open hole or false refusal, kept so that the tier stays green
   * meanwhile): the truth must still equal `expect`, and check and hook must both still give one same answer other
   * than `expect`. The row fails once bearing answers it right (then remove `known`): the list only shrinks.
   */
  readonly known?: string;
  /** Why the row cannot run here; it is reported as skipped. */
  readonly skip?: string;
  readonly name: string;
}

/** The command table marks no shell but by the command: PowerShell and cmd rows start with the program's name. */
const WINDOWS_SHELL = /^(pwsh|powershell|cmd)(\.exe)?\s/i;

export const noteKey = (group: string, command: string) => `${group}\u0000${command}`;

function tableRow(row: GuardCase): TierRow {
  const spec = row.workspace;
  const expect: Expected = row.expect === 'allow' ? 'allow' : 'deny';
  const shape: SandboxShape = {
    on: spec.on,
    config: spec.config ?? '{}',
    keepMain: false,
    branches: spec.branches ?? [],
    ...(spec.other !== undefined && { other: spec.other }),
    dirty: false,
    staged: false,
    ahead: false,
  };
  const note = GUARD_CASE_NOTES.get(noteKey(row.group, row.command));
  const known = GUARD_CASE_KNOWN.get(noteKey(row.group, row.command));
  const stateFolders = typeof row.expect === 'object' && row.expect.rule === 'state' ? [row.expect.ref] : [];
  const skip = WINDOWS_SHELL.test(row.command)
    ? 'a PowerShell or cmd command: no such shell in this posix sandbox'
    : row.command.includes('\u0000')
      ? 'a NUL byte: no program can take it in its argv'
      : undefined;
  const base = `${row.group}: ${JSON.stringify(row.command)} (on ${spec.on})`;
  return {
    source: 'table',
    family: row.group,
    command: row.command,
    on: spec.on,
    expect,
    shape,
    ...(expect === 'deny' && { alt: { ...shape, dirty: true, staged: true, ahead: true } }),
    ...(note && { policy: note.policy, because: note.because }),
    ...(known && { known }),
    stateFolders,
    ...(skip && { skip }),
    name: skip ? `${base} — skipped: ${skip}` : `${base}${note ? ` [${note.policy}]` : ''}${known ? ' [known]' : ''}`,
  };
}

function realityRow(row: RealityCase): TierRow {
  const on = row.on ?? 'work';
  return {
    source: 'reality',
    family: row.family,
    command: row.command,
    on,
    expect: row.expect,
    shape: { on, config: row.config ?? '{}', keepMain: true, branches: [], dirty: row.dirty ?? false, staged: false, ahead: false },
    ...(row.policy && { policy: row.policy }),
    ...(row.because && { because: row.because }),
    ...(row.truth && { statedTruth: row.truth }),
    ...(row.stub && { stub: row.stub }),
    ...(row.known && { known: row.known }),
    stateFolders: [],
    name: `${row.family}: ${JSON.stringify(row.command)} (on ${on}${row.dirty ? ', config edited' : ''})${row.policy ? ` [${row.policy}]` : ''}${row.known ? ' [known]' : ''}`,
  };
}

function redTeamRow(row: RedTeamCase): TierRow {
  const base = realityRow(row);
  const tags = [row.policy, row.known && 'known']
    .filter(Boolean)
    .map((t) => ` [${t}]`)
    .join('');
  return {
    ...base,
    source: 'redteam',
    name: `red team ${row.set ?? 'core'}, ${row.family}: ${JSON.stringify(row.command)} (on ${base.on}${row.dirty ? ', config edited' : ''})${tags}`,
  };
}

export const TABLE_ROWS: readonly TierRow[] = GUARD_CASES.map(tableRow);
export const REALITY_ROWS: readonly TierRow[] = REALITY_CASES.map(realityRow);
export const RED_TEAM_ROWS: readonly TierRow[] = RED_TEAM_CASES.map(redTeamRow);
export const ALL_ROWS: readonly TierRow[] = [...TABLE_ROWS, ...REALITY_ROWS, ...RED_TEAM_ROWS];

/** Shard `index` of `count`: every count-th row of each source, so that the shards take about as long. */
export const shardOf = (rows: readonly TierRow[], index: number, count: number): TierRow[] => rows.filter((_, i) => i % count === index);
