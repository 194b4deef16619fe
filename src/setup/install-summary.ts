import type { HostInstaller, SetupHost } from './host-installer';
import { INSTALL_SCOPES, type InstallScope } from './install-context';

/** A host bearing can install, with its installer. */
type Installable = SetupHost & { readonly installer: HostInstaller };

const installable = (hosts: readonly SetupHost[]): Installable[] => hosts.filter((h): h is Installable => h.installer !== undefined);

/** What a scope's line or cell is called; a host whose default is not the first scope says so. */
function scopeLabel(installer: HostInstaller, scope: InstallScope): string {
  return scope === installer.scopes[0] && scope !== INSTALL_SCOPES[0] ? `${scope} (the default)` : scope;
}

/** What every host's file edits share, said once after the hosts. */
const FILE_EDITS = [
  'A file bearing merges into keeps every entry and byte of yours; the file as it was is saved as <file>.bearing-backup',
  "(in a git repository, in its git folder's bearing/backups/, out of the work tree), and the new one is put in place",
  'at once (a rename). Running it again changes nothing; bearing uninstall --host <id> takes out exactly what it added.',
  'A file that does not parse is left alone (exit 1).',
].join('\n');

const WIDTH = 116;

/** `text` in lines of at most WIDTH columns, the first after `first`, the others indented as far. */
function wrapped(first: string, text: string): string[] {
  const indent = ' '.repeat(first.length);
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of text.split(' ')) {
    if (!empty && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = indent;
      empty = true;
    }
    line += empty ? word : ` ${word}`;
    empty = false;
  }
  lines.push(line);
  return lines;
}

/** The per-host part of `bearing install --help`, from the installers' summaries (code spans kept: they mark the hosts' commands). */
export function installHelp(hosts: readonly SetupHost[]): string {
  const rows = installable(hosts);
  const width = Math.max(...rows.map((h) => h.id.length)) + 2;
  const lines = ["What it does, per host and --scope (~ is your home, <repo> the current repository, <bearing> bearing's folder):"];
  for (const { id, installer } of rows) {
    const { scopes, notes = [] } = installer.summary;
    const parts = [...installer.scopes.map((scope) => `${scopeLabel(installer, scope)}: ${scopes[scope] ?? ''}`), ...notes.map((note) => `also: ${note}`)];
    for (const [i, part] of parts.entries()) lines.push(...wrapped(`  ${(i === 0 ? id : '').padEnd(width)}`, part));
  }
  return `${lines.join('\n')}\n\n${FILE_EDITS}`;
}

/** The README's install table: a row per host, a column per scope, and what else install does there. */
export function installTable(hosts: readonly SetupHost[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = installable(hosts).map(({ id, installer }) => {
    const scopes = INSTALL_SCOPES.map((scope) => {
      const said = installer.summary.scopes[scope];
      if (!installer.scopes.includes(scope) || said === undefined) return '—';
      return cell(scope === installer.scopes[0] && scope !== INSTALL_SCOPES[0] ? `(the default) ${said}` : said);
    });
    return `| \`${id}\` | ${scopes.join(' | ')} | ${cell((installer.summary.notes ?? []).join('; ') || '—')} |`;
  });
  return [
    `| host | ${INSTALL_SCOPES.map((s) => `\`--scope ${s}\``).join(' | ')} | also |`,
    `|---|${INSTALL_SCOPES.map(() => '---|').join('')}---|`,
    ...rows,
  ].join('\n');
}
