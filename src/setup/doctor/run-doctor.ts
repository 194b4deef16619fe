import { InstallRefusal } from '../install-refusal';
import type { InstallContext } from '../install-context';
import type { SetupHost } from '../host-installer';
import { compileCacheFinding } from './compile-cache.check';
import { configApprovalFindings } from './config-approval.check';
import { fail, type Finding } from '../finding';
import { nodeFinding } from './node-version.check';
import { workspaceConfigFinding } from './workspace-config.check';

/**
 * Everything `bearing doctor` checks, one finding per line: each host's registration (its installer's check), the
 * `node` the hook commands start, the settings file of the current folder, each change of the settings that waits
 * for the user's approval, and the compile cache.
 */
export function doctorFindings(context: InstallContext, hosts: readonly SetupHost[], engines: string): Finding[] {
  const findings: Finding[] = [];
  const commandHosts: SetupHost[] = [];
  const nodeHosts: SetupHost[] = [];
  let registered = false;
  let seen = false;
  for (const host of hosts) {
    if (!host.installer) continue;
    try {
      const check = host.installer.check(context);
      findings.push(...check.findings);
      registered ||= check.registered;
      seen ||= check.unseen !== true;
      if (check.registered && host.installer.runtime.kind === 'node-on-path') commandHosts.push(host);
      if (check.registered && host.installer.runtime.kind !== 'none' && host.installer.runtime.hostNeeds) nodeHosts.push(host);
    } catch (error) {
      if (!(error instanceof InstallRefusal)) throw error;
      findings.push(fail(host.id, error.message));
      registered = true;
      seen = true;
    }
  }
  // Nothing to run is a failure too: a script that runs doctor to see bearing will guard finds out (exit 1). Where
  // every host checked keeps its plugins out of bearing's sight (doctor --host grok-build), there is nothing to say.
  if (!registered && seen) findings.push(NOWHERE);
  findings.push(
    nodeFinding(context, engines, commandHosts, nodeHosts),
    workspaceConfigFinding(context.cwd, context.env),
    ...configApprovalFindings(context.cwd, context.env),
    compileCacheFinding(context.env),
  );
  return findings;
}

/** The line doctor ends on where no host it checked has bearing. */
const NOWHERE = fail('bearing', 'installed on no host checked: none runs its policies', 'bearing install --host <id> (bearing install --help lists the hosts)');

const LABEL = { ok: 'ok', info: '-', warn: 'warn', fail: 'FAIL' } as const;

/** One line per finding: its level, its subject, what was found, and what to do. */
export function findingLines(findings: readonly Finding[]): string {
  const width = Math.max(...findings.map((f) => f.subject.length)) + 2;
  return findings.map((f) => `${LABEL[f.level].padEnd(6)}${f.subject.padEnd(width)}${f.message}${f.fix ? `; ${f.fix}` : ''}`).join('\n');
}
