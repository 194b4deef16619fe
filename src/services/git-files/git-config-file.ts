import { dirname, isAbsolute, join, resolve } from '../../platform/node-builtins';
import { readBoundedFile } from '../files/bounded-file';

/** One `key = value` line of a git config file: the key as git compares it (section and name in lower case). */
export interface GitConfigEntry {
  readonly key: string;
  /** A key written with no `=` is a boolean true, as git reads it. */
  readonly value: string;
}

/** A config file larger than this is not read: none that people write comes near it. */
const MAX_CONFIG_BYTES = 1024 * 1024;
/** `include.path` chains are followed this deep (git stops at 10). */
const MAX_INCLUDES = 10;

/**
 * The entries of a git config file, in order, with the files its `include.path` names read in place (relative
 * to the including file; `~/` from `home`). `includeIf` sections are read as if their condition held: an alias
 * that may apply counts. A file that cannot be read has no entries. Never throws.
 */
export function readGitConfigFile(path: string, home: string | undefined, depth = 0): GitConfigEntry[] {
  const read = readBoundedFile(path, MAX_CONFIG_BYTES);
  if (read.kind !== 'text') return [];
  const entries: GitConfigEntry[] = [];
  for (const entry of parseGitConfig(read.text)) {
    entries.push(entry);
    if (depth < MAX_INCLUDES && (entry.key === 'include.path' || /^includeif\..*\.path$/.test(entry.key))) {
      const target = entry.value.startsWith('~/') && home ? join(home, entry.value.slice(2)) : entry.value;
      entries.push(...readGitConfigFile(isAbsolute(target) ? target : resolve(dirname(path), target), home, depth + 1));
    }
  }
  return entries;
}

/**
 * git's config syntax: `[section]`, `[section "subsection"]` (case kept), `[section.sub]` (lower-cased), `name =
 * value` with `"…"`, `\"`, `\\`, `\n`, `\t`, `\b`, a `\` at the line's end continuing it, `#` and `;` comments.
 */
export function parseGitConfig(text: string): GitConfigEntry[] {
  const entries: GitConfigEntry[] = [];
  let section = '';
  const lines = text.split('\n');
  for (let n = 0; n < lines.length; n++) {
    let line = lines[n]!;
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith(';')) continue;
    if (trimmed.startsWith('[')) {
      const header = /^\[\s*([A-Za-z0-9.-]+)\s*(?:"((?:[^"\\]|\\.)*)")?\s*\]\s*(.*)$/.exec(trimmed);
      if (!header) continue;
      const [name, sub] = [header[1]!, header[2]];
      const dot = name.indexOf('.');
      section =
        sub !== undefined
          ? `${name.toLowerCase()}.${sub.replace(/\\(.)/g, '$1')}`
          : dot > 0
            ? `${name.slice(0, dot).toLowerCase()}.${name.slice(dot + 1).toLowerCase()}`
            : name.toLowerCase();
      line = header[3]!;
      if (line.trim() === '') continue;
    }
    const match = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*(=?)(.*)$/.exec(line);
    if (!match || section === '') continue;
    let raw = match[3]!;
    while (/(^|[^\\])(\\\\)*\\\s*$/.test(raw) && n + 1 < lines.length) raw = raw.replace(/\\\s*$/, '') + lines[++n]!;
    entries.push({ key: `${section}.${match[1]!.toLowerCase()}`, value: match[2] === '' ? 'true' : configValue(raw) });
  }
  return entries;
}

const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', b: '\b', '"': '"', '\\': '\\' };

/** A value as git reads it: quotes removed, escapes undone, an unquoted comment cut off, blanks at the ends trimmed. */
function configValue(raw: string): string {
  let out = '';
  let quoted = false;
  let pendingSpace = '';
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i]!;
    if (char === '"') {
      quoted = !quoted;
      continue;
    }
    if (char === '\\') {
      const next = raw[++i] ?? '';
      out += pendingSpace + (ESCAPES[next] ?? next);
      pendingSpace = '';
      continue;
    }
    if (!quoted && (char === '#' || char === ';')) break;
    if (!quoted && (char === ' ' || char === '\t')) {
      if (out !== '') pendingSpace += char;
      continue;
    }
    out += pendingSpace + char;
    pendingSpace = '';
  }
  return out;
}
