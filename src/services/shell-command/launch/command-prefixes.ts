import type { WordToken } from '../syntax/shell-token';
import { splitInline } from '../inline-value';
import { joined } from './shell-launchers';

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
  /** Options whose value it splits into words and reads as its own (`env -S 'git push …'`). */
  readonly splitOptions?: ReadonlySet<string>;
  /** It joins the words of its command with blanks and runs them with `sh -c` (`watch 'git …'`). */
  readonly joins?: boolean;
  /** A lone `-` is one of its options, not the command (`env -` is `env -i`). */
  readonly dashOption?: boolean;
}

const set = (...items: string[]) => new Set(items);

/** Commands that run the rest of their words as a command. */
const PREFIXES: Readonly<Record<string, PrefixSpec>> = {
  env: {
    valueOptions: set('-u', '--unset', '-C', '--chdir'),
    chdirOptions: set('-C', '--chdir'),
    assignments: true,
    splitOptions: set('-S', '--split-string'),
    dashOption: true,
  },
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
    valueOptions: set(
      '-u',
      '-g',
      '-h',
      '-p',
      '-C',
      '-D',
      '-r',
      '-t',
      '-T',
      '-U',
      '--user',
      '--group',
      '--host',
      '--prompt',
      '--chdir',
      '--role',
      '--type',
      '--command-timeout',
      '--other-user',
      '--close-from',
    ),
    chdirOptions: set('-D', '--chdir'),
  },
  doas: { valueOptions: set('-u', '-C') },
  chronic: {},
  unbuffer: {},
  watch: { valueOptions: set('-n', '--interval', '-q', '--equexit'), joins: true },
  // `flock file command…`; `flock file -c script` leaves `-c script`, which program-launchers reads.
  flock: { valueOptions: set('-w', '--wait', '--timeout', '-E', '--conflict-exit-code'), ownPositionals: 1 },
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
  /** A POSIX script it runs instead of the words from `next` on: `watch`'s words joined, `env -S`'s string read again as env's words. */
  readonly script?: string;
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
      // The options end, not the settings: `env -- GIT_DIR=x git …` still sets GIT_DIR.
      for (i++; spec.assignments && i < words.length && isAssignment(words[i]!); i++) assignments.push(words[i]!);
      break;
    }
    if (spec.assignments && isAssignment(word)) {
      assignments.push(word);
      continue;
    }
    if (word.text === '-' && spec.dashOption) continue;
    if (!word.text.startsWith('-') || word.text === '-') break;
    if (spec.lookupOptions?.has(word.text)) return { next: words.length, assignments, lookupOnly: true };
    const [option, inline] = attachedValue(word.text, spec) ?? splitInline(word.text);
    if (spec.splitOptions?.has(option)) {
      const split = inline ?? words[++i]?.text ?? '';
      return { next: words.length, assignments, ...(chdir !== undefined && { chdir }), lookupOnly: false, script: `${name} ${split} ${joined(words, i + 1)}` };
    }
    const value = inline ?? (spec.valueOptions?.has(option) ? words[++i]?.text : undefined);
    if (spec.chdirOptions?.has(option)) chdir = value === undefined || word.dynamic || words[i]?.dynamic ? null : value;
  }
  i += spec.ownPositionals ?? 0;
  return {
    next: i,
    assignments,
    ...(chdir !== undefined && { chdir }),
    lookupOnly: false,
    ...(spec.joins && i < words.length && { script: joined(words, i) }),
  };
}

/**
 * A short option and the value written against it, as getopt reads them (`-Csub`, `-Sgit push`, `-Ddir`). A long
 * option never matches: its first two characters are `--`, which no prefix takes a value for.
 */
function attachedValue(text: string, spec: PrefixSpec): [string, string] | undefined {
  if (text.length <= 2) return undefined;
  const option = text.slice(0, 2);
  return spec.valueOptions?.has(option) || spec.splitOptions?.has(option) ? [option, text.slice(2)] : undefined;
}

/** `NAME=value` before a command: an environment setting, not the command. */
export function isAssignment(word: WordToken): boolean {
  const equals = word.text.indexOf('=');
  return equals > 0 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(word.text.slice(0, equals));
}
