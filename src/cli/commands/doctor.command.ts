import { defineCommand } from '../args/command-spec';
import { print } from '../args/print';
import { HOST_CATALOG } from '../../hosts/host-catalog';
import { doctorFindings, findingLines } from '../../setup/doctor/run-doctor';
import { packageJson } from '../package-root';
import { cliContext, hostIds } from './host-setup';

/** `bearing doctor`: whether bearing will really run on each host, and what to do where it will not. */
export const DOCTOR_COMMAND = defineCommand({
  name: 'doctor',
  summary: 'check that bearing will really run: each host, the node the hooks start, the config file, the compile cache',
  options: {
    host: { type: 'string', value: '<id>', description: 'check only that host (and node, the config file, the cache)', choices: hostIds },
    json: { type: 'boolean', description: 'the findings as one JSON object: {"ok": boolean, "findings": [{level, subject, message, fix?}]}' },
  },
  details: [
    'One line per finding: ok, - (nothing installed there), warn (works, not as well as it could), FAIL (will not',
    'work: doctor exits 1), then what it is about, what was found, and what to do. Per host it reads the files the',
    'host reads: whether bearing is registered, for you and for the current repository, and will run (Codex: its',
    'hooks are trusted, or Codex skips them without a word; Kimi Code: config.toml holds only keys 2.1.0 knows;',
    'Claude Code: the plugin is enabled). Where bearing is installed on none of the hosts checked, a FAIL line says',
    'so (exit 1), with the command that installs it.',
  ].join('\n'),
  exitCodes:
    'exit codes: 0 nothing will fail, 1 something will not work (a FAIL line; bearing installed on no host is one), 2 a command line bearing cannot act on',
  run: async ({ values }) => {
    const context = cliContext('user');
    const hosts = values.host === undefined ? HOST_CATALOG : HOST_CATALOG.filter((h) => h.id === values.host);
    const findings = doctorFindings(context, hosts, (packageJson(context.root) as { engines?: { node?: string } }).engines?.node ?? '>=20');
    const failed = findings.some((f) => f.level === 'fail');
    print(values.json ? JSON.stringify({ ok: !failed, findings }) : findingLines(findings));
    return failed ? 1 : 0;
  },
});
