import { BRANCH_REFS } from '../../git-files/git-dir';
import type { GitArg } from './git-arg';
import { NO_CONTEXT, type GitContext } from './git-context';
import { NOTHING_READ, oneEffect, onlyUnknown, type GitRefReading, REFUSED, type RefEffect } from './git-ref-effect';
import { hasOption, names, scanOptions } from './option-scan';

const UPDATE_REF = { shortWithValue: 'm', long: names('no-deref stdin create-reflog') };

/** `refs/heads/x` (or `heads/x`) → `x`; undefined for any other ref. */
export function branchOfRef(ref: string): string | undefined {
  const full = ref.startsWith('heads/') ? `refs/${ref}` : ref;
  return full.startsWith(BRANCH_REFS) && full.length > BRANCH_REFS.length ? full.slice(BRANCH_REFS.length) : undefined;
}

/**
 * `git update-ref [-d] <ref> …` moves, creates or deletes a ref directly; `HEAD` means the branch checked out.
 * `--stdin` reads its commands (`create`, `update`, `delete`, `symref-*`) from standard input, which is read when
 * the text tells it (a here-string, a here-document, an `echo` piped in).
 */
export function readUpdateRef(args: readonly GitArg[], context: GitContext = NO_CONTEXT): GitRefReading {
  const scan = scanOptions(args, UPDATE_REF);
  if (scan.ambiguous) return REFUSED;
  const form = hasOption(scan, '-d') ? 'git update-ref -d' : 'git update-ref';
  if (hasOption(scan, '--stdin')) {
    if (context.stdin === undefined) return onlyUnknown('update-ref --stdin reads its refs from standard input');
    const separator = hasOption(scan, '-z') ? '\0' : '\n';
    const effects: RefEffect[] = [];
    for (const line of context.stdin.split(separator)) {
      const [verb, ref] = line.trim().split(/\s+/);
      if (!verb || !ref || !/^(create|update|delete|symref-create|symref-update|symref-delete)$/.test(verb)) continue;
      const effect = refEffect(ref, !hasOption(scan, '--no-deref'), `git update-ref --stdin (${verb})`);
      if (effect) effects.push(effect);
    }
    return { effects, unknown: [] };
  }
  const ref = scan.positionals[0];
  if (!ref) return NOTHING_READ;
  if (ref.dynamic) return onlyUnknown('the ref is computed at run time');
  const effect = refEffect(ref.text, !hasOption(scan, '--no-deref'), form);
  return effect ? { effects: [effect], unknown: [] } : NOTHING_READ;
}

function refEffect(ref: string, dereferences: boolean, form: string): RefEffect | undefined {
  if (ref === 'HEAD') return dereferences ? { rule: 'move', target: { current: true }, form } : undefined;
  const branch = branchOfRef(ref);
  return branch === undefined ? undefined : { rule: 'move', target: { branch }, form };
}

/**
 * `git symbolic-ref <name> <ref>` makes <name> point at <ref>: a branch name made a symref (`refs/heads/develop`)
 * is moved; `HEAD` pointed at a branch switches to it without a checkout (commits then land there). `-d` deletes
 * the symref; one operand only reads it.
 */
export function readSymbolicRef(args: readonly GitArg[]): GitRefReading {
  const scan = scanOptions(args, { shortWithValue: 'm', long: names('delete quiet short no-recurse recurse') });
  const [name, target] = scan.positionals;
  if (scan.ambiguous) return REFUSED;
  if (!name) return NOTHING_READ;
  if (name.dynamic || target?.dynamic) return onlyUnknown('the ref is computed at run time');
  const deleting = hasOption(scan, '-d', '--delete');
  if (!deleting && !target) return NOTHING_READ;
  if (name.text === 'HEAD') {
    if (deleting || !target) return NOTHING_READ;
    const to = branchOfRef(target.text);
    return { effects: [], unknown: [], switchesTo: to === undefined ? { unknown: `HEAD points at ${target.text}` } : { branch: to } };
  }
  const branch = branchOfRef(name.text);
  return branch === undefined ? NOTHING_READ : oneEffect('move', { branch }, deleting ? 'git symbolic-ref -d' : 'git symbolic-ref');
}

/** `git fast-import` writes the refs its stream names (`commit refs/heads/x`, `reset refs/heads/x`). */
export function readFastImport(_args: readonly GitArg[], context: GitContext = NO_CONTEXT): GitRefReading {
  if (context.stdin === undefined) return onlyUnknown('fast-import reads the refs it writes from standard input');
  const effects: RefEffect[] = [];
  for (const line of context.stdin.split('\n')) {
    const match = /^(commit|reset)\s+(\S+)/.exec(line);
    const branch = match ? branchOfRef(match[2]!) : undefined;
    if (branch !== undefined) effects.push({ rule: 'move', target: { branch }, form: 'git fast-import' });
  }
  return { effects, unknown: [] };
}
