import type { Arg } from '../arg';
import type { RunnerReading } from './runner-reading';
import type { ReadContext } from './runner-spec';
import { commandReading, readOwnOptions, unread } from './spec-reader';

/** `nix develop` options that run one of the derivation's build phases: a script the words do not show. */
const PHASES = new Set(['--phase', '--unpack', '--configure', '--build', '--check', '--install', '--installcheck']);

/**
 * The new nix CLI (Nix 2.8.0 here; the manual for later ones): options anywhere. `nix develop [INSTALLABLE]
 * --command CMD ARG…` and `nix shell INSTALLABLE… --command CMD ARG…` run CMD (`-c` takes every word after it);
 * without `--command` they start an interactive shell. `nix run INSTALLABLE [--] ARG…` runs the installable's
 * program: for `nixpkgs#git` that is `git` (its `meta.mainProgram`, the attribute's name for most packages); for
 * one whose attribute is not written (`.`, a path), a program the words do not name.
 */
export function readNix(args: readonly Arg[], context: ReadContext): readonly RunnerReading[] {
  const own = readOwnOptions(args, context);
  if ('done' in own) return own.done;
  const { scan, effects } = own;
  const [sub, ...rest] = scan.operands;
  if (!sub) return [];
  if (sub.dynamic) return [unread(`${context.via}: the subcommand ${sub.text} is computed at run time`)];
  const via = `${context.via} ${sub.text}`;
  if (sub.text === 'develop' || sub.text === 'shell' || sub.text === 'env') {
    if (sub.text === 'develop' && scan.options.some((o) => PHASES.has(o.name))) return [unread(`${via} runs a build phase of the derivation`)];
    if (effects.command) return effects.command.length > 0 ? [commandReading(effects.command, via, effects)] : [];
    return [unread(`${via} starts a shell that reads its commands from standard input`)];
  }
  if (sub.text !== 'run') return [];
  const [installable, ...programArgs] = rest;
  const attribute = installable && !installable.dynamic ? /#(?:.*\.)?([^.#]+)$/.exec(installable.text)?.[1] : undefined;
  const program = attribute ? { text: attribute, dynamic: false } : { text: installable?.text ?? 'nixpkgs#default', dynamic: true };
  return [commandReading([program, ...programArgs], via, effects)];
}
