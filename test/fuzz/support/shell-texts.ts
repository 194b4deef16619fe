import fc from 'fast-check';

/**
 * Command lines for the shell tools. `oddShellText`: what a model may well type and a reader may choke on
 * (unclosed quotes, NUL, `${`, 100 KB lines, deeply nested `$( … )`). `safeCommand`: a grammar of commands that
 * ask for nothing protected (no git checkout/switch/branch/push of a protected branch), odd text included.
 * `protectedRequest`: one well-formed protected-branch request, alone or among safe commands.
 */

const SAFE_WORDS = [
  'git status',
  'git status --short',
  'git log --oneline -n 5',
  'git diff',
  'git diff --stat HEAD',
  'git fetch origin',
  'git stash list',
  'git checkout -b feature/fuzz-x',
  'git switch -c fix/fuzz',
  'git push origin feature/fuzz',
  'git branch --list',
  'git show HEAD',
  'ls',
  'ls -la sub',
  'npm test',
  'cat README.md',
  'echo hello',
  'pwd',
  'true',
  'grep -rn TODO .',
  'printf "%s\\n" done',
  'node -e 0',
];

/** Fragments that make a line hard to read, none of them naming git. */
const ODD_FRAGMENTS = [
  '"unclosed',
  "'unclosed",
  '`unclosed',
  '${',
  '${HOME',
  '$((1+',
  '$(',
  ')',
  '((((',
  '}}}',
  '\\',
  '\u0000',
  '\u0007',
  '\r',
  '\n',
  '<<EOF',
  '|&',
  ';;',
  '&&&',
  '#comment',
  '~',
  '*',
  '?',
  '[',
  '!',
  "$'\\x00'",
  'é',
  '漢字',
  '🙂',
  '\u202e',
  '\ufeff',
  '\ud800',
];

const JOINS = [' && ', '; ', ' | ', ' || ', '\n', ' & '];

/**
 * A write into bearing's state (`.git/bearing/`, src/policies/config-guard/protected-config.ts), which the config
 * guard refuses quoting the path: odd text then reaches the reply. (A work tree's `.bearing/` is not protected.)
 */
const stateWrite = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).map((name) => `> .git/bearing/${name}`),
  fc
    .record({ pad: fc.integer({ min: 9_900, max: 10_050 }), astral: fc.constantFrom('🙂', '𝄞', '漢') })
    .map(({ pad, astral }) => `> .git/bearing/${'a'.repeat(pad % 2 === 0 ? 4 : 5)}${astral.repeat(Math.ceil(pad / 2))}`),
);

const oddFragment = fc.oneof(
  fc.constantFrom(...ODD_FRAGMENTS),
  fc.string({ unit: 'binary', maxLength: 12 }).filter((s) => !/git/i.test(s)),
);

/**
 * `$( … )` (or backticks) nested `depth` times around a harmless command. Past 64 levels the guard refuses the line
 * (a bound of its reading, docs/guard.md "What it does not read"), so a command that asks for nothing stays below that.
 */
const nestedSubstitution = (max: number) =>
  fc.record({ depth: fc.integer({ min: 10, max }), backticks: fc.boolean() }).map(({ depth, backticks }) => {
    let text = 'echo deep';
    for (let i = 0; i < depth; i++) text = backticks && i < 3 ? `echo \`${text}\`` : `echo $(${text})`;
    return text;
  });

/** A line of about 100 KB (no git in it: a long line of git invocations is the known slow case, issue 12). */
const hugeLine = fc
  .record({ kb: fc.integer({ min: 20, max: 110 }), unit: fc.constantFrom('a', 'echo x; ', '"', "'", '$(', '\\', '漢') })
  .map(({ kb, unit }) => `echo ${unit.repeat(Math.ceil((kb * 1024) / unit.length))}`);

export const oddShellText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.oneof(oddFragment, fc.constantFrom(...SAFE_WORDS)), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(' ')) },
  { weight: 1, arbitrary: nestedSubstitution(400) },
  { weight: 1, arbitrary: hugeLine },
  { weight: 1, arbitrary: stateWrite.map((write) => `echo x ${write}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', ' ', '\n', '\u0000', 'git', 'git checkout', 'git checkout -b', 'git push', 'git checkout -b "main', "git push origin 'main"),
  },
);

/** Commands that ask for nothing protected: safe words joined by shell operators, maybe with odd text around them. */
export const safeCommand: fc.Arbitrary<string> = fc
  .record({
    words: fc.array(fc.constantFrom(...SAFE_WORDS), { minLength: 1, maxLength: 5 }),
    join: fc.constantFrom(...JOINS),
    odd: fc.option(fc.oneof(oddFragment, nestedSubstitution(50)), { nil: undefined }),
  })
  .map(({ words, join, odd }) => (odd === undefined ? words.join(join) : `${words.join(join)}${join}echo ${odd}`));

/** A protected branch (the default policy: main, master, develop, prod, production) asked for in a way the guard refuses. */
const PROTECTED_REQUESTS = [
  'git checkout -b main',
  'git checkout -b master',
  'git switch -c develop',
  'git branch production',
  'git checkout -B prod',
  'git push origin main',
  'git push origin HEAD:main',
  'git push -u origin master',
  'git push origin feature/fuzz:develop',
];

export const protectedRequest: fc.Arbitrary<string> = fc
  .record({
    request: fc.constantFrom(...PROTECTED_REQUESTS),
    before: fc.array(fc.constantFrom(...SAFE_WORDS), { maxLength: 2 }),
    after: fc.array(fc.constantFrom(...SAFE_WORDS), { maxLength: 2 }),
    join: fc.constantFrom(' && ', '; ', '\n'),
  })
  .map(({ request, before, after, join }) => [...before, request, ...after].join(join));
