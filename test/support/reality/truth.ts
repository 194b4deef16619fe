import { isAncestor, repoDirs, type PathState, type RefState, type RepoName, type Snapshot } from './snapshot';
import { PROTECTED_DEFAULT, type Sandbox } from './workspace';

/** What the guard should answer, as the sandbox saw it. */
export type Verdict = 'deny' | 'ask' | 'allow';

/** The guard's rules a change falls under (`config` is never off). */
type TruthRule = 'create' | 'move' | 'push' | 'commit' | 'rewrite' | 'forcePush' | 'config';
type Setting = 'deny' | 'ask' | 'off';

/** The row's policy as the truth reads it: the protected names (globs, any case), allowed new names, the rules. */
export interface TruthPolicy {
  readonly protected: readonly string[];
  /** Patterns a new branch's name must match; undefined: any name. */
  readonly allowed?: readonly string[];
  readonly rules: Readonly<Record<TruthRule, Setting>>;
  /** Set when the config could not be read as bearing reads it: the defaults apply. */
  readonly unreadable?: string;
}

const PRESETS: Record<string, { protected: readonly string[]; allowed?: readonly string[] }> = {
  'github-flow': { protected: PROTECTED_DEFAULT },
  gitflow: { protected: PROTECTED_DEFAULT, allowed: ['feature/*', 'bugfix/*', 'hotfix/*', 'release/*'] },
  'trunk-based': { protected: ['main', 'master', 'trunk'] },
  custom: { protected: [] },
};

/**
 * The truth's defaults: creating, moving, deleting, rewriting a protected branch and pushing to one are refused;
 * committing (on a protected branch, moving it forward) and force-pushing other branches are not. A rule the config
 * sets (true/"deny", "ask", false) replaces its default.
 */
const DEFAULT_RULES: Record<TruthRule, Setting> = {
  create: 'deny',
  move: 'deny',
  push: 'deny',
  rewrite: 'deny',
  commit: 'off',
  forcePush: 'off',
  config: 'deny',
};
const TOP_KEYS = new Set(['$schema', 'branches', 'capabilities', 'policies', 'trace']);
const BRANCH_KEYS = new Set(['preset', 'protected', 'allowed', 'rules', 'workspaces']);

const setting = (value: unknown): Setting | undefined =>
  value === true || value === 'deny' ? 'deny' : value === 'ask' ? 'ask' : value === false ? 'off' : undefined;

/** The policy of a bearing.config.json text (the root's: `workspaces` overrides are not read). */
export function policyOf(config: string): TruthPolicy {
  const fallback = (why: string): TruthPolicy => ({ protected: PROTECTED_DEFAULT, rules: DEFAULT_RULES, unreadable: why });
  let parsed: unknown;
  try {
    parsed = JSON.parse(config);
  } catch {
    return fallback('not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fallback('not an object');
  const unknownTop = Object.keys(parsed).find((k) => !TOP_KEYS.has(k));
  if (unknownTop) return fallback(`unknown key ${unknownTop}`);
  const branches = (parsed as Record<string, unknown>)['branches'] ?? {};
  if (typeof branches !== 'object' || branches === null) return fallback('branches is not an object');
  const b = branches as Record<string, unknown>;
  const unknown = Object.keys(b).find((k) => !BRANCH_KEYS.has(k));
  if (unknown) return fallback(`unknown key branches.${unknown}`);
  const preset = PRESETS[typeof b['preset'] === 'string' ? b['preset'] : 'github-flow'];
  if (!preset) return fallback(`unknown preset ${String(b['preset'])}`);
  const rules = { ...DEFAULT_RULES };
  for (const [key, value] of Object.entries((b['rules'] as Record<string, unknown> | undefined) ?? {})) {
    const s = setting(value);
    if (key in rules && key !== 'config' && s) rules[key as TruthRule] = s;
  }
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined);
  const allowed = list(b['allowed']) ?? preset.allowed;
  return { protected: list(b['protected']) ?? preset.protected, ...(allowed && { allowed }), rules };
}

const globRegex = (glob: string) =>
  new RegExp(
    `^${glob
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
    'i',
  );
const matches = (patterns: readonly string[], name: string): boolean => patterns.some((p) => globRegex(p).test(name));

/** A change the truth counts against the policy. */
interface Finding {
  readonly rule: TruthRule;
  readonly setting: Setting;
  readonly what: string;
}

export interface Truth {
  readonly verdict: Verdict;
  /** The changes that decide it (each with its rule and that rule's setting). */
  readonly findings: readonly Finding[];
  /** Every change the snapshots show, refs and protected paths, protected or not. */
  readonly changes: readonly string[];
  /** Changes to protected branches that the policy rules allow (created at the remote's commit, moved forward). */
  readonly allowed: readonly string[];
}

const branchName = (ref: string) => ref.replace(/^refs\/heads\//, '');

function describePath(before: PathState | undefined, after: PathState | undefined): string | undefined {
  if (!before && !after) return undefined;
  if (!before) return `created (${after!.type}${after!.target ? ` -> ${after!.target}` : ''})`;
  if (!after) return `deleted (was a ${before.type})`;
  const what: string[] = [];
  if (before.type !== after.type) what.push(`${before.type} -> ${after.type}`);
  if (before.mode !== after.mode) what.push(`mode ${before.mode.toString(8)} -> ${after.mode.toString(8)}`);
  if (before.target !== after.target) what.push(`link target ${before.target} -> ${after.target}`);
  if (before.sha256 !== after.sha256) what.push('content changed');
  else if (before.mtimeNs !== after.mtimeNs) what.push('rewritten (same content, new mtime)');
  return what.length > 0 ? what.join(', ') : undefined;
}

/**
 * The truth for one run: deny if a protected branch was created, moved, deleted or made a symref on a remote (push);
 * locally deleted or made a symref (move), created (create), or moved to a commit that does not descend from where
 * it was (rewrite when it was checked out, move otherwise); if a new branch's name matches no allowed pattern
 * (create); if a protected path was created, changed, deleted or rewritten (config). Policy rules on top: a local
 * protected branch created or fast-forwarded to exactly the commit of the remote's branch of that name is allowed;
 * one checked out and moved forward (a descendant: commit, merge, fast-forward) is allowed unless the commit rule is
 * on and the commit is new; one moved forward while not checked out (`git branch -f main HEAD`, `git fetch . x:main`)
 * is a move, as the guard's rules have it.
 */
export async function judge(sandbox: Sandbox, policy: TruthPolicy, before: Snapshot, after: Snapshot): Promise<Truth> {
  const findings: Finding[] = [];
  const changes: string[] = [];
  const name = (oid: string | undefined) => {
    if (!oid) return '-';
    const label = Object.entries(sandbox.commits).find(([, c]) => c === oid)?.[0];
    return label ?? oid.slice(0, 7);
  };
  const show = (ref: RefState | undefined) => (!ref ? 'none' : ref.symref ? `symref -> ${ref.symref}` : name(ref.oid));
  const find = (rule: TruthRule, what: string) => findings.push({ rule, setting: policy.rules[rule], what });
  const allowed: string[] = [];
  const allow = (what: string) => allowed.push(what);
  const known = new Set<string>();
  for (const refs of Object.values(before.refs)) for (const ref of refs?.values() ?? []) known.add(ref.oid);
  const dirs = repoDirs(sandbox);
  const remoteBranch = (ref: string) =>
    [before.refs.origin?.get(ref), after.refs.origin?.get(ref)].filter((r): r is RefState => !!r && !r.symref).map((r) => r.oid);

  for (const repo of ['origin', 'repo', 'other'] as const satisfies readonly RepoName[]) {
    const was = before.refs[repo];
    if (!was) continue;
    const now = after.refs[repo] ?? new Map<string, RefState>();
    for (const ref of new Set([...was.keys(), ...now.keys()])) {
      const old = was.get(ref);
      const cur = now.get(ref);
      if (old && cur && old.oid === cur.oid && old.symref === cur.symref) continue;
      const branch = branchName(ref);
      const isProtected = matches(policy.protected, branch);
      const where = `${repo} ${ref}: ${show(old)} -> ${show(cur)}`;
      changes.push(`${where}${isProtected ? ' (protected)' : ''}`);
      if (repo === 'origin') {
        if (isProtected) find('push', where);
        else if (old && cur && !old.symref && !cur.symref && !(await isAncestor(dirs.origin!, sandbox.home, old.oid, cur.oid)))
          find('forcePush', `${where} (not a fast-forward)`);
        continue;
      }
      if (!isProtected) {
        if (!old && policy.allowed && !matches(policy.allowed, branch))
          find('create', `${where}: no allowed pattern (${policy.allowed.join(', ')}) matches ${branch}`);
        continue;
      }
      if (!cur) find('move', `${where} (deleted)`);
      else if (cur.symref) find(old ? 'move' : 'create', `${where} (made a symbolic ref)`);
      else if (!old) {
        if (!remoteBranch(ref).includes(cur.oid)) find('create', `${where} (created)`);
        else allow(`${where}: created at the commit of origin's ${branch}`);
      } else if (old.symref) find('move', `${where} (a symbolic ref made a branch)`);
      else if (!(await isAncestor(dirs[repo]!, sandbox.home, old.oid, cur.oid)))
        find(before.heads[repo] === ref ? 'rewrite' : 'move', `${where} (not a descendant: rewritten)`);
      else if (remoteBranch(ref).includes(cur.oid)) allow(`${where}: fast-forwarded to the commit of origin's ${branch}`);
      else if (before.heads[repo] !== ref && after.heads[repo] !== ref) find('move', `${where} (moved forward while not checked out: not a commit made on it)`);
      else if (policy.rules.commit !== 'off' && !known.has(cur.oid)) find('commit', `${where} (a commit made on it)`);
      else allow(`${where}: moved forward (a descendant, checked out: commits and merges on it)`);
    }
  }
  for (const path of new Set([...before.paths.keys(), ...after.paths.keys()])) {
    const what = describePath(before.paths.get(path), after.paths.get(path));
    if (!what) continue;
    changes.push(`${path}: ${what}`);
    find('config', `${path}: ${what}`);
  }
  const live = findings.filter((f) => f.setting !== 'off');
  const verdict: Verdict = live.some((f) => f.setting === 'deny') ? 'deny' : live.some((f) => f.setting === 'ask') ? 'ask' : 'allow';
  return { verdict, findings, changes, allowed };
}
