import { readInlineCode } from '../../../../../src/services/shell-command/interpreters/inline-code';
import type { InterpreterLanguage } from '../../../../../src/services/shell-command/interpreters/interpreter-run';
import { lit } from './reading-helpers';

const LANGUAGES: InterpreterLanguage[] = ['python', 'node', 'perl', 'ruby', 'php', 'awk'];
const MEGABYTE = 1 << 20;

/** Bytes from a fixed seed, so that a failure can be replayed. */
function junk(length: number, seed: number): string {
  let x = seed;
  let text = '';
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    text += String.fromCharCode((x >>> 16) & 0xff);
  }
  return text;
}

/** A call that runs `git push` in each language, to repeat. */
const PUSH: Readonly<Record<InterpreterLanguage, string>> = {
  python: "import os\nos.system('git push')\n",
  node: "require('child_process').execSync('git push');\n",
  perl: 'system("git push");\n',
  ruby: "system 'git push'\n",
  php: "system('git push');\n",
  awk: 'BEGIN { system("git push") }\n',
};

describe.each(LANGUAGES)('readInlineCode(%s) never throws', (language) => {
  test.each([
    ['an unterminated string', `x = "git push`],
    ['an unterminated call', 'os.system("git push"'],
    ['unterminated brackets', '((([[[{{{'],
    ['stray closers', ')))]]]}}}'],
    ['mismatched brackets', '( [ ) ] { ) }'],
    ['an unterminated template', '`${'],
    ['an unterminated here-document', '<<EOF\nsystem("x")'],
    ['NUL bytes', '\0\0\0'],
    ['lone surrogates', '\ud800\udfff\ud800'],
    ['an empty program', ''],
  ])('%s', (_name, code) => {
    expect(() => readInlineCode(language, code)).not.toThrow();
  });

  test('binary junk', () => {
    for (let seed = 1; seed <= 20; seed++) expect(() => readInlineCode(language, junk(4096, seed))).not.toThrow();
  });

  test('1 MB of junk within a few seconds', () => {
    const started = Date.now();
    expect(() => readInlineCode(language, junk(MEGABYTE, 7))).not.toThrow();
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  test('1 MB of brackets nested too deep to read is noted, not a stack overflow', () => {
    const reading = readInlineCode(language, '('.repeat(MEGABYTE / 2) + ')'.repeat(MEGABYTE / 2));
    expect(reading.unread).toContain('code nested too deeply to read');
  });

  test('1 MB of real calls is read in full within a few seconds', () => {
    const code = PUSH[language].repeat(Math.ceil(MEGABYTE / PUSH[language].length));
    const started = Date.now();
    const reading = readInlineCode(language, code);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(reading.scripts).toHaveLength(Math.ceil(MEGABYTE / PUSH[language].length));
    expect(reading.scripts[0]).toEqual(lit('git push'));
  });
});

test('unread stays a few short lines however much the code cannot be read', () => {
  const reading = readInlineCode('python', Array.from({ length: 100 }, (_, i) => `os.system(c${i} + '${'x'.repeat(500)}')`).join('\n'));
  expect(reading.unread).toHaveLength(21);
  expect(reading.unread[20]).toBe('and 80 more things not read');
  expect(Math.max(...reading.unread.map((l) => l.length))).toBeLessThanOrEqual(160);
});
