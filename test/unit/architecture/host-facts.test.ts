import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOST_CATALOG } from '../../../src/hosts/host-catalog';
import type { HostAdapter } from '../../../src/framework/host-adapter';
import type { EventClaims } from '../../../src/services/event-claims/event-claims';
import { REPO_ROOT } from '../../support/fixtures';
import { sourceFiles } from '../../support/import-graph';

/** The layers that know no host: what they read of a tool call is its canonical fields (kind, command, paths, removes). */
const HOST_BLIND = ['policies', 'protocol', 'framework'];

/**
 * Words a host's tool table uses that are also bearing's own, and may stand there as such: everywhere, or in the
 * files named. Each with why: the file means bearing's word, not the host's.
 */
const OWN_WORDS: Readonly<Record<string, { readonly files?: readonly string[]; readonly why: string }>> = {
  write: { why: "Pi's and OpenCode's write tool; also ToolKind 'write' (protocol/hook-event.ts), which the policies match on" },
  powershell: { why: "Pi's powershell tool; also ShellDialect 'powershell' (protocol/shell-dialect.ts), which the shell reading takes" },
  path: {
    files: ['policies/config-guard/config-guard.policy.ts'],
    why: "the path key of several hosts; there, the `path` field of bearing's own FileWrite (`Pick<FileWrite, 'path' | 'directory'>`)",
  },
};

const GRANTED: EventClaims = { claim: () => true };

/** Every string of a host's tool table: its tool names (a shell table's keys, every list) and its input keys. */
function tableStrings(table: unknown): string[] {
  if (typeof table === 'string') return [table];
  if (Array.isArray(table)) return table.flatMap(tableStrings);
  if (table && typeof table === 'object') return Object.entries(table).flatMap(([key, value]) => (typeof value === 'string' ? [key] : tableStrings(value)));
  return [];
}

function hostWords(): Map<string, string[]> {
  const words = new Map<string, string[]>();
  for (const entry of HOST_CATALOG) {
    if (!entry.adapter) continue;
    // Constructed by hand, not by the container: the table is all this reads (Grok's takes its environment and claims).
    const Adapter = entry.adapter as unknown as new (...args: unknown[]) => HostAdapter;
    const table = Reflect.get(new Adapter({}, GRANTED), 'tools');
    for (const word of new Set(tableStrings(table))) words.set(word, [...(words.get(word) ?? []), entry.id]);
  }
  return words;
}

/** The code of a file without its comments (a comment may name a host's tool as an example). */
function codeOf(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/**
 * Where a file names a host's word: as a whole string literal, or, for a spelling no plain word has (`file_path`,
 * `filePath`), as a property too. A plain word (`path`) is a property of bearing's own types everywhere.
 */
function namings(file: string, code: string, words: Map<string, string[]>): string[] {
  const found: string[] = [];
  for (const [word, hosts] of words) {
    const own = OWN_WORDS[word];
    if (own && (own.files === undefined || own.files.includes(file))) continue;
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const literal = new RegExp(`(['"\`])${escaped}\\1`);
    const property = /[_A-Z]/.test(word.slice(1)) ? new RegExp(`\\.${escaped}\\b|\\b${escaped}\\s*:`) : undefined;
    if (literal.test(code) || property?.test(code)) found.push(`src/${file} names ${word} (${hosts.join(', ')})`);
  }
  return found;
}

describe('host facts stay in the hosts: adapters hand every layer below them canonical fields', () => {
  const words = hostWords();

  test("the scan knows every host's table: each adapter's tool names and path keys", () => {
    expect([...words.keys()]).toEqual(
      expect.arrayContaining(['Bash', 'apply_patch', 'Delete', 'file_path', 'filePath', 'path', 'notebook_path', 'search_replace']),
    );
    expect(words.get('apply_patch')).toEqual(['codex']);
  });

  test('no file in src/policies/, src/protocol/ or src/framework/ names a host tool or input key (own words excepted, each with why)', () => {
    const src = join(REPO_ROOT, 'src');
    const files = sourceFiles(src).filter((file) => HOST_BLIND.includes(file.split('/')[0]!));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => namings(file, codeOf(readFileSync(join(src, file), 'utf8')), words))).toEqual([]);
  });

  test('the scan finds a host word as a literal and a host spelling as a property, and skips comments', () => {
    const only = new Map([
      ['apply_patch', ['codex']],
      ['file_path', ['claude-code']],
      ['path', ['pi']],
    ]);
    expect(namings('a.ts', codeOf("if (tool.name === 'apply_patch') {}"), only)).toEqual(['src/a.ts names apply_patch (codex)']);
    expect(namings('a.ts', codeOf('const p = input.file_path;'), only)).toEqual(['src/a.ts names file_path (claude-code)']);
    expect(namings('a.ts', codeOf("const p = write.path; // not 'apply_patch'\n/** `file_path` */"), only)).toEqual([]);
    expect(namings('a.ts', codeOf("const url = 'http://x'; const k = 'path';"), only)).toEqual(['src/a.ts names path (pi)']);
  });
});
