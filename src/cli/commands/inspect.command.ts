import { defineCommand } from '../args/command-spec';
import { print } from '../args/print';
import { HOST_CATALOG } from '../../hosts/host-catalog';
import { capabilityMatrix } from '../../inspect/capability-matrix';
import { hostDetails } from '../../inspect/host-details';
import { matrixMarkdown, matrixTable } from '../../inspect/matrix-table';
import { policyLines, policyMarkdown } from '../../inspect/policy-lines';
import { POLICY_CATALOG } from '../../policies/policy-catalog';

const hostIds = () => HOST_CATALOG.map((h) => h.id);
const policyIds = () => POLICY_CATALOG.map((p) => p.id);

/** `bearing inspect`: what bearing can honestly promise on each host, from the descriptors and the adapters. */
export const INSPECT_COMMAND = defineCommand({
  name: 'inspect',
  summary: 'which policy each host enforces and how bearing knows (live run, docs, skill); route families, channels, evidence',
  options: {
    host: {
      type: 'string',
      value: '<id>',
      description: "one host: each family's state, channels, native events and evidence, or why it is unusable",
      choices: hostIds,
    },
    policy: {
      type: 'string',
      value: '<id>',
      description:
        'one line per host (or for --host): whether that policy is enforced, agent-guided or unavailable, whether that rests on a live run, the docs or the skill, and why',
      choices: policyIds,
    },
    json: { type: 'boolean', description: 'the whole matrix (or the --host, --policy part) as one JSON object' },
    markdown: { type: 'boolean', description: 'the matrix, the policies and the deferred events as Markdown (the capability section of docs/hosts.md)' },
  },
  details:
    'With no options: every policy on every host (enforced or not, and what that rests on), then every route\n' +
    'family on every host and the composite plugin and portable rows, as short marks.',
  run: async ({ values }) => {
    const matrix = capabilityMatrix(HOST_CATALOG, POLICY_CATALOG);
    const host = values.host;
    if (values.policy !== undefined) {
      const row = matrix.policies[values.policy]!;
      const hosts = host === undefined ? Object.keys(row) : [host];
      if (values.json) print(JSON.stringify(Object.fromEntries(hosts.map((h) => [h, row[h]]))));
      else if (values.markdown) print(policyMarkdown(values.policy, row, hosts));
      else print(policyLines(row, hosts));
      return 0;
    }
    if (values.json) print(JSON.stringify(host === undefined ? matrix : { ...matrix, hosts: { [host]: matrix.hosts[host] } }));
    else if (values.markdown) print(matrixMarkdown(matrix));
    else if (host !== undefined) print(hostDetails(host, matrix.hosts[host]!));
    else print(matrixTable(matrix));
    return 0;
  },
});
