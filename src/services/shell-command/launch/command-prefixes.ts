import type { WordToken } from '../syntax/shell-token';
import { splitInline } from '../inline-value';

/** How a command that runs another command reads its own options before that command. */
interface PrefixSpec {
  /** Options that take the next word as their value. */
  readonly valueOptions?: ReadonlySet<string>;
  /** Options whose value is a directory the command changes into first. */
  readonly chdirOptions?: ReadonlySet<string>;
  /** Positional words of its own before the command (`timeout 10s git …`). */
  readonly ownPositionals?: number;
  /** `NAME=value` words it takes as environment settings (`env GIT_DIR=x git …`). */
  readonly assignments?: boolean;
  /** Options that make it look the command up instead of running it (`command -v git`). */
  readonly lookupOptions?: ReadonlySet<string>;
  /** It takes `-S STRING` (`-SSTRING`, `--split-string=STRING`) and splits the string into words of its own. */
  readonly splits?: boolean;
}

const set = (...items: string[]) => new Set(items);

/** Commands that run the rest of their words as a command. */
const PREFIXES: Readonly<Record<string, PrefixSpec>> = {
  env: { valueOptions: set('-u', '--unset', '-C', '--chdir'), chdirOptions: set('-C', '--chdir'), assignments: true, splits: true },
  command: { lookupOptions: set('-v', '-V') },
  builtin: {},
  exec: { valueOptions: set('-a') },
  nohup: {},
  time: { valueOptions: set('-f', '--format', '-o', '--output') },
  nice: { valueOptions: set('-n', '--adjustment') },
  timeout: { valueOptions: set('-s', '--signal', '-k', '--kill-after'), ownPositionals: 1 },
  stdbuf: { valueOptions: set('-i', '-o', '-e', '--input', '--output', '--error') },
  ionice: { valueOptions: set('-c', '-n', '-p', '-P', '-u', '--class', '--classdata') },
  sudo: {
    valueOptions: set('-u', '-g', '-h', '-p', '-C', '-D', '-r', '-t', '-T', '-U', '--user', '--group', '--host', '--prompt', '--chdir', '--role', '--type', '--command-timeout', '--other-user', '--close-from'),
    chdirOptions: set('-D', '--chdir'),
  },
  doas: { valueOptions: set('-u', '-C') },
  chronic: {},
  unbuffer: {},
  '&': {}, // PowerShell's call operator (the tree reader makes it a word)
};

export interface PrefixReading {
  /** Index of the command the prefix runs (past the end when it names none). */
  readonly next: number;
  /** Environment settings it makes. */
  readonly assignments: readonly WordToken[];
  /** A directory it changes into first (null: one the text does not tell). */
  readonly chdir?: string | null;
  /** It only looks the command up. */
  readonly lookupOnly: boolean;
  /** The string of `env -S`: its words come before the words from `next` on, and are read as the prefix's own. */
  readonly split?: { readonly text: string; readonly dynamic: boolean };
}

/** Reads a prefix command at `at` (`env`, `sudo`, `nohup`, …); undefined when the word there is none. */
export function readPrefix(name: string, words: readonly WordToken[], at: number): PrefixReading | undefined {
  const spec = PREFIXES[name];
  if (!spec) return undefined;
  const assignments: WordToken[] = [];
  let chdir: string | null | undefined;
  let i = at + 1;
  for (; i < words.length; i++) {
    const word = words[i]!;
    if (word.text === '--') {
      i++;
      break;
    }
    if (spec.assignments && isAssignment(word)) {
      assignments.push(word);
      continue;
    }
    if (!word.text.startsWith('-') || word.text === '-') break;
    if (spec.lookupOptions?.has(word.text)) return { next: words.length, assignments, lookupOnly: true };
    const [option, inline] = splitInline(word.text);
    if (spec.splits && (option === '-S' || option === '--split-string' || /^-S./.test(option))) {
      const attached = inline ?? (option.startsWith('--') ? undefined : option.slice(2) || undefined);
      const split = attached === undefined ? words[++i] : { text: attached, dynamic: word.dynamic };
      return { next: i + 1, assignments, ...(chdir !== undefined && { chdir }), lookupOnly: false, split: split ?? { text: '', dynamic: false } };
    }
    const value = inline ?? (spec.valueOptions?.has(option) ? words[++i]?.text : undefined);
    if (spec.chdirOptions?.has(option)) chdir = value === undefined || word.dynamic || words[i]?.dynamic ? null : value;
  }
  i += spec.ownPositionals ?? 0;
  return { next: i, assignments, ...(chdir !== undefined && { chdir }), lookupOnly: false };
}

/** `NAME=value` before a command: an environment setting, not the command. */
export function isAssignment(word: WordToken): boolean {
  const equals = word.text.indexOf('=');
  return equals > 0 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(word.text.slice(0, equals));
}
