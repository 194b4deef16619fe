import { parseArgs } from 'node:util';
import { HOST_CATALOG } from '../hosts/host-catalog';
import { capabilityMatrix } from '../inspect/capability-matrix';
import { hostDetails } from '../inspect/host-details';
import { matrixMarkdown, matrixTable } from '../inspect/matrix-table';
import { POLICY_CATALOG } from '../policies/policy-catalog';
import { UsageError } from './package.command';

export const INSPECT_USAGE = `usage: bearing inspect [--host <id>] [--policy <id>] [--json | --markdown]
  (no options)     every route family on every host (and the composite plugin and portable rows), as short marks
  --host <id>      one host: each family's state, channels, native events and evidence, or why it is unusable
  --policy <id>    one line per host (or for --host): whether that policy is enforced, agent-guided or unavailable, and why
  --json           the whole matrix as one JSON object
  --markdown       the matrix, the policies and the deferred events as Markdown (the README's capability section)`;

/** `bearing inspect`: what bearing can honestly promise on each host, from the descriptors and the adapters. */
export async function inspectCommand(args: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: { host: { type: 'string' }, policy: { type: 'string' }, json: { type: 'boolean' }, markdown: { type: 'boolean' } },
    strict: true,
  });
  const matrix = capabilityMatrix(HOST_CATALOG, POLICY_CATALOG);
  const print = (text: string) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  const host = values.host;
  if (host !== undefined && !matrix.hosts[host]) throw new UsageError(`unknown host "${host}"; hosts: ${Object.keys(matrix.hosts).join(', ')}`);
  if (values.policy !== undefined) {
    const row = matrix.policies[values.policy];
    if (!row) throw new UsageError(`unknown policy "${values.policy}"; policies: ${Object.keys(matrix.policies).join(', ')}`);
    const hosts = host === undefined ? Object.keys(row) : [host];
    if (values.json) print(JSON.stringify(Object.fromEntries(hosts.map((h) => [h, row[h]]))));
    else print(hosts.map((h) => `${h.padEnd(12)}${row[h]!.enforcement.padEnd(14)}${row[h]!.why}`).join('\n'));
    return 0;
  }
  if (values.json) print(JSON.stringify(host === undefined ? matrix : { ...matrix, hosts: { [host]: matrix.hosts[host] } }));
  else if (values.markdown) print(matrixMarkdown(matrix));
  else if (host !== undefined) print(hostDetails(host, matrix.hosts[host]!));
  else print(matrixTable(matrix));
  return 0;
}
