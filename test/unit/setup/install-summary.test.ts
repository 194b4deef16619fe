import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INSTALL_TABLE_MARKERS, readmeWithInstallTable } from '../../../src/cli/commands/generated-sections';
import { HOST_CATALOG } from '../../../src/hosts/host-catalog';
import type { HostInstaller, SetupHost } from '../../../src/setup/host-installer';
import { installHelp, installTable } from '../../../src/setup/install-summary';
import { REPO_ROOT } from '../../support/fixtures';

const { start: START, end: END } = INSTALL_TABLE_MARKERS;

/** A host whose installer is only its summary: what the generators read. */
const host = (id: string, scopes: HostInstaller['scopes'], summary: HostInstaller['summary']): SetupHost => ({
  id,
  installer: { scopes, summary, runtime: { kind: 'none' } } as HostInstaller,
});
const HOSTS = [
  host('one', ['user', 'project'], { scopes: { user: 'edits `~/.one` | and more', project: 'edits `<repo>/.one`' }, notes: ['trusts it', 'warns'] }),
  host('two', ['project', 'user'], { scopes: { project: 'prints `two add`', user: 'the same' } }),
  { id: 'none' },
];

describe("the install help and the README's install table, from the installers' summaries", () => {
  test('every installer says what it does in each of its scopes, and in no other', () => {
    for (const { id, installer } of HOST_CATALOG) {
      if (!installer) continue;
      expect([id, Object.keys(installer.summary.scopes).sort()]).toEqual([id, [...installer.scopes].sort()]);
      expect([id, Object.values(installer.summary.scopes).every((said) => said.length > 0)]).toEqual([id, true]);
    }
  });

  test('the table: a row per host with an installer, a column per scope (— where it has none), the notes, pipes escaped', () => {
    expect(installTable(HOSTS)).toBe(
      [
        '| host | `--scope user` | `--scope project` | also |',
        '|---|---|---|---|',
        '| `one` | edits `~/.one` \\| and more | edits `<repo>/.one` | trusts it; warns |',
        '| `two` | the same | (the default) prints `two add` | — |',
      ].join('\n'),
    );
  });

  test('the help: a line per scope and note, wrapped under the host, code spans kept', () => {
    expect(installHelp(HOSTS).split('\n\n')[0]).toBe(
      [
        "What it does, per host and --scope (~ is your home, <repo> the current repository, <bearing> bearing's folder):",
        '  one  user: edits `~/.one` | and more',
        '       project: edits `<repo>/.one`',
        '       also: trusts it',
        '       also: warns',
        '  two  project (the default): prints `two add`',
        '       user: the same',
      ].join('\n'),
    );
  });

  test('bearing package rewrites only the region between the markers, and leaves a README without them as it is', () => {
    const readme = `# x\n\n${START}\n\nold table\n\n${END}\n\nrest\n`;
    const written = readmeWithInstallTable(readme, HOSTS);
    expect(written).toBe(`# x\n\n${START}\n\n${installTable(HOSTS)}\n\n${END}\n\nrest\n`);
    expect(readmeWithInstallTable(written, HOSTS)).toBe(written);
    expect(readmeWithInstallTable('# x\nno markers\n', HOSTS)).toBe('# x\nno markers\n');
    expect(readmeWithInstallTable(`${END}\n${START}\n`, HOSTS)).toBe(`${END}\n${START}\n`);
  });

  test('the committed README holds the table bearing package writes, between its markers', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(START);
    expect(readmeWithInstallTable(readme, HOST_CATALOG)).toBe(readme);
  });
});
