import { spawnSync } from 'node:child_process';
import { findExecutable } from '../find-executable';
import type { SetupHost } from '../host-installer';
import type { InstallContext } from '../install-context';
import { fail, ok, warn, type Finding } from '../finding';

/** `v20.19.2` → [20, 19, 2]. */
function versionOf(text: string): number[] | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(text.trim());
  return match ? match.slice(1).map(Number) : undefined;
}

function atLeast(version: readonly number[], minimum: readonly number[]): boolean {
  for (let i = 0; i < 3; i++) if ((version[i] ?? 0) !== (minimum[i] ?? 0)) return (version[i] ?? 0) > (minimum[i] ?? 0);
  return true;
}

/** The lowest Node an `engines.node` of the form `>=20` (or `>=20.6.0`) admits. */
export function engineMinimum(engines: string): number[] {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(engines.trim());
  if (!match) throw new Error(`bearing's engines.node "${engines}" is not of the form >=N`);
  return match.slice(1).map((n) => Number(n ?? 0));
}

/**
 * The `node` a host's hook command starts: the first one on PATH (the hosts run `node "<root>/hooks/…"`), against
 * what bearing's package says it needs (engines.node), and against what a host that is itself a Node program started
 * from PATH needs (`nodeHosts`: Kimi Code runs hook commands, Pi loads bearing into its own process). A failure where
 * such a host has bearing registered; a warning otherwise.
 */
export function nodeFinding(context: InstallContext, engines: string, commandHosts: readonly SetupHost[], nodeHosts: readonly SetupHost[]): Finding {
  const minimum = engineMinimum(engines);
  const needs = `bearing's hook needs Node ${engines}`;
  const ids = commandHosts.map((h) => h.id);
  const who = ids.length === 0 ? '' : ` (${ids.length === 1 ? `${ids[0]} runs` : `${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]} run`} it)`;
  const problem = commandHosts.length > 0 || nodeHosts.length > 0 ? fail : warn;
  const node = findExecutable('node', context.env);
  if (!node) return problem('node', `no node on PATH: ${needs}${who}`, 'install Node, or put it on the PATH the hosts start with');
  const run = spawnSync(node, ['--version'], { encoding: 'utf8', timeout: 10_000, env: context.env as NodeJS.ProcessEnv });
  const version = run.status === 0 ? versionOf(run.stdout) : undefined;
  if (!version)
    return problem('node', `${node} did not tell its version (${run.error?.message ?? `exit ${run.status}`}): ${needs}${who}`, 'check that node runs');
  const said = run.stdout.trim();
  if (!atLeast(version, minimum))
    return problem('node', `${said} at ${node}, the first on PATH, is older than ${needs}${who}`, 'put a newer node first on PATH');
  // A host that is itself a Node program started from PATH (Kimi Code, Pi) may need more than bearing's hook does.
  const hostNeeds = nodeHosts.flatMap((h) => (h.installer && h.installer.runtime.kind !== 'none' && h.installer.runtime.hostNeeds) || []);
  const older = hostNeeds.filter((n) => !atLeast(version, n.node.split('.').map(Number)));
  if (older.length > 0)
    return fail(
      'node',
      `${said} at ${node}, the first on PATH, is older than ${older.map((n) => `${n.who} needs (Node >= ${n.node})`).join(' and ')}: it does not start`,
      'put a newer node first on PATH',
    );
  const also = hostNeeds.map((n) => `; ${n.who} needs Node >= ${n.node}`).join('');
  return ok('node', `${said} at ${node}, the first on PATH: ${needs}${who}${also}`);
}
