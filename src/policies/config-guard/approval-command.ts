import type { Decision } from '../../protocol/decision';
import type { Arg } from '../../services/shell-command/arg';
import type { ProgramRun } from '../../services/shell-command/shell-analysis';

/** The names bearing's CLI runs under: its bin, its package (`npx bearing-hooks`), its bundle (`node hooks/bearing-cli.cjs`). */
const BEARING_NAMES = new Set(['bearing', 'bearing-hooks', 'bearing-cli']);

/**
 * Programs that run the program named in their arguments: interpreters (`node …/bearing-cli.cjs`) and package
 * runners the analysis does not unwrap itself (`yarn bearing …`, `pnpm exec bearing …`).
 */
const LAUNCHERS = new Set(['node', 'nodejs', 'bun', 'deno', 'npx', 'pnpx', 'bunx', 'npm', 'pnpm', 'yarn', 'corepack']);

/**
 * The refusal for a shell command that would run `bearing config approve`, however it gets there (`sudo`, `sh -c`,
 * `npx bearing-hooks`, `node hooks/bearing-cli.cjs`, an interpreter's `os.system`): approving a change to bearing's
 * configuration is the user's, in their own terminal. Undefined for any other command. The command itself needs a
 * terminal too; this stops an agent's shell that has one (a pty). A word computed at run time where `config` or
 * `approve` would be counts as them.
 */
export function approvalCommandRefusal(commands: readonly ProgramRun[]): Decision | undefined {
  for (const run of commands) {
    const at = approvalAt(run);
    if (at === undefined) continue;
    const form = [run.program, ...run.args.slice(0, at + 2).map((a) => a.text)].join(' ');
    return {
      verdict: 'deny',
      reason:
        `protected_config: bearing config approve (rule: protect_bearing_config, \`${form}\`). Approving a change to bearing's configuration is the user's, ` +
        'in their own terminal, where bearing shows them what it loosens. Tell the user what you changed and why, and ask them to run `bearing config approve` ' +
        'themselves; do not try another way to approve it.',
      rule: 'protect_bearing_config',
    };
  }
  return undefined;
}

/**
 * Where `config` is in the run's arguments when they ask bearing's CLI for `config approve`; undefined otherwise.
 * Through a launcher, the word naming bearing may be computed (`node "$CLI" config approve`) when the two words
 * after it are written out.
 */
function approvalAt(run: ProgramRun): number | undefined {
  const name = bareName(run.program);
  if (BEARING_NAMES.has(name)) return isConfigApprove(run.args, 0, true) ? 0 : undefined;
  if (!LAUNCHERS.has(name)) return undefined;
  for (let i = 0; i < run.args.length; i++) {
    const arg = run.args[i]!;
    const named = !arg.dynamic && BEARING_NAMES.has(bareName(arg.text));
    if ((named || arg.dynamic) && isConfigApprove(run.args, i + 1, named)) return i + 1;
  }
  return undefined;
}

/** `config approve` at `at`; each word may be computed at run time where `computed` allows it. */
function isConfigApprove(args: readonly Arg[], at: number, computed: boolean): boolean {
  const word = (arg: Arg | undefined, text: string) => arg !== undefined && (arg.dynamic ? computed : arg.text === text);
  return word(args[at], 'config') && word(args[at + 1], 'approve');
}

/** `…/hooks/bearing-cli.cjs` → `bearing-cli`, `bearing-hooks@latest` → `bearing-hooks`, `Bearing.CMD` → `bearing`. */
function bareName(word: string): string {
  const base = word.slice(Math.max(word.lastIndexOf('/'), word.lastIndexOf('\\')) + 1).toLowerCase();
  return base.replace(/@[^@/]*$/, '').replace(/\.(c?js|mjs|exe|cmd|bat|ps1)$/, '');
}
