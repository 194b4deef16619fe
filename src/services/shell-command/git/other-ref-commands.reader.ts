import type { GitArg } from './git-arg';
import type { GitRefReading } from './git-ref-effect';
import { NOTHING_READ } from './git-ref-effect';
import { hasOption, optionValues, scanOptions } from './option-scan';

/** `git worktree add -b|-B <name> <path>` creates a branch; other worktree commands move none. */
export function readWorktree(args: readonly GitArg[]): GitRefReading {
  if (args[0]?.text !== 'add') return NOTHING_READ;
  const scan = scanOptions(args.slice(1), { shortWithValue: 'bB', longWithValue: new Set(['--reason']) });
  const names = optionValues(scan, '-b', '-B');
  return {
    effects: names.filter((n) => !n.dynamic).map((n) => ({ rule: 'create', target: { branch: n.text }, form: 'git worktree add -b' })),
    unknown: names.some((n) => n.dynamic) ? ['the branch name is computed at run time'] : [],
  };
}

/** `git update-ref [-d] refs/heads/<name> …` moves or deletes a branch directly; `HEAD` means the branch checked out. */
export function readUpdateRef(args: readonly GitArg[]): GitRefReading {
  const scan = scanOptions(args, { shortWithValue: 'm' });
  if (hasOption(scan, '--stdin')) return { effects: [], unknown: ['update-ref --stdin reads its refs from standard input'] };
  const ref = scan.positionals[0];
  if (!ref) return NOTHING_READ;
  if (ref.dynamic) return { effects: [], unknown: ['the ref is computed at run time'] };
  const form = hasOption(scan, '-d') ? 'git update-ref -d' : 'git update-ref';
  if (ref.text === 'HEAD') return hasOption(scan, '--no-deref') ? NOTHING_READ : { effects: [{ rule: 'move', target: { current: true }, form }], unknown: [] };
  if (!ref.text.startsWith('refs/heads/')) return NOTHING_READ;
  return { effects: [{ rule: 'move', target: { branch: ref.text.slice('refs/heads/'.length) }, form }], unknown: [] };
}

/** `git commit` lands on the branch checked out (`--dry-run` commits nothing). */
export function readCommit(args: readonly GitArg[]): GitRefReading {
  if (scanOptions(args, {}).options.some((o) => o.name === '--dry-run')) return NOTHING_READ;
  return { effects: [{ rule: 'commit', target: { current: true }, form: 'git commit' }], unknown: [] };
}
