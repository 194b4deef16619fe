import fc from 'fast-check';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { approvalCommandRefusal } from '../../../../src/policies/config-guard/approval-command';
import { GitHeadFileReader } from '../../../../src/services/git-files/git-head-file.reader';
import { GitRefsFileReader } from '../../../../src/services/git-files/git-refs-file.reader';
import { EvaluatedShellCommandAnalyzer } from '../../../../src/services/shell-command/evaluated-shell-command.analyzer';
import { isInertCommand } from '../../../../src/services/shell-command/inert-command';
import { GUARD_CASES } from '../../../support/guard-cases';
import { GuardWorkspaces } from '../../../support/guard-workspace';
import { REALITY_CASES } from '../../../support/reality/reality-cases';
import { RED_TEAM_CASES } from '../../../support/reality/red-team-cases';
import { useScratch } from '../../../support/scratch';

/**
 * The quick pass (inert-command.ts) never skips a line the reader would find anything in: for every line it passes,
 * the whole reading finds no branch change, no write, nothing unread, no bound passed and no approval command. Over
 * the guard's table in each row's own repository, the reality tier's and the red team's rows, and generated lines
 * built from the programs it knows and the words that would make them do something, quoted and escaped every way.
 */
const scratch = useScratch();
const workspaces = new GuardWorkspaces();
afterAll(() => workspaces.remove());

/** A repository built to make the read-only git commands do something if the reader let them: on main, with aliases, a pager, hooks. */
function trickyRepository(): string {
  const repo = scratch.repo('main');
  repo.git('remote', 'add', 'origin', 'https://example.invalid/o/r.git');
  for (const name of ['status', 'diff', 'log', 'show', 'st']) repo.git('config', `alias.${name}`, '!git push origin HEAD:main');
  repo.git('config', 'core.pager', 'sh -c "git push origin HEAD:main"');
  repo.git('config', 'diff.external', 'sh -c "git push origin HEAD:develop"');
  const hooks = join(repo.root, '.git', 'hooks');
  mkdirSync(hooks, { recursive: true });
  for (const hook of ['post-checkout', 'pre-push', 'post-index-change', 'reference-transaction', 'pre-auto-gc']) {
    writeFileSync(join(hooks, hook), '#!/bin/sh\ngit push origin HEAD:main\n');
    chmodSync(join(hooks, hook), 0o755);
  }
  writeFileSync(join(repo.root, 'bearing.config.json'), '{}\n');
  return repo.root;
}

const tricky = trickyRepository();

/** What the whole reading finds in `command` run in `cwd`; empty when it finds nothing at all. */
function found(command: string, cwd: string): string[] {
  const analysis = new EvaluatedShellCommandAnalyzer(new GitHeadFileReader(), new GitRefsFileReader(), { HOME: cwd }).analyze(command, 'posix', cwd, {
    whole: true,
  });
  return [
    ...analysis.refChanges.map((c) => `ref: ${c.written}`),
    ...analysis.writes.map((w) => `write: ${w.form} ${w.path}`),
    ...analysis.unread.map((line) => `unread: ${line}`),
    ...(analysis.limit === undefined ? [] : [`limit: ${analysis.limit}`]),
    ...(approvalCommandRefusal(analysis.commands) ? ['approval command'] : []),
  ];
}

function expectInertFoundNothing(command: string, cwd: string): void {
  if (isInertCommand(command)) expect({ command, found: found(command, cwd) }).toEqual({ command, found: [] });
}

/** Spellings bash reads as the same words: a word or part of one in single or double quotes, or a character escaped. */
function respelled(command: string, choices: readonly number[]): string {
  let at = 0;
  return command.replace(/[A-Za-z][A-Za-z0-9_.:/-]*/g, (word) => {
    const choice = choices[at++ % choices.length]!;
    if (choice === 1) return `'${word}'`;
    if (choice === 2) return `"${word}"`;
    if (choice === 3) return `${word.slice(0, 1)}'${word.slice(1)}'`;
    if (choice === 4) return `\\${word}`;
    if (choice === 5) return `${word.slice(0, 1)}""${word.slice(1)}`;
    return word;
  });
}

describe('the quick pass, held to the whole reading', () => {
  test('passes the everyday commands, and nothing that names a protected effect or computes a word', () => {
    for (const command of [
      'npm test',
      'ls -la',
      'git status',
      'git status && git diff --stat',
      "grep -rn 'TODO' src",
      'npm run build -- --watch',
      'cat README.md | head -n 5',
      'git log --oneline -n 5\n',
    ]) {
      expect({ command, inert: isInertCommand(command) }).toEqual({ command, inert: true });
    }
    for (const command of [
      'git push origin HEAD:main',
      'npm exec git push',
      'npm test && npx x',
      'ls $(git push)',
      'ls > bearing.config.json',
      'X=1 ls',
      'ls *.json',
      'ls ~',
      'ls;',
      "ls 'a",
      'ls \\\n -la',
      'git -c alias.status=push status',
      'ls && ;',
      'ls |& cat',
      'ls &> f',
      'bash -c ls',
      'constructor x',
      '__proto__ has',
      'toString x',
      '',
    ]) {
      expect({ command, inert: isInertCommand(command) }).toEqual({ command, inert: false });
    }
  });

  test("the guard's table: every row it passes, in the row's own repository, the reader finds nothing in", () => {
    let passed = 0;
    for (const row of GUARD_CASES) {
      if (!isInertCommand(row.command)) continue;
      passed++;
      expect(row.expect).toBe('allow');
      expectInertFoundNothing(row.command, workspaces.root(row.workspace));
    }
    // The table's plain rows (`ls`, `git status`, `npm test`) reach the pass: the property is not vacuous.
    expect(passed).toBeGreaterThanOrEqual(10);
  });

  test("the reality tier's and the red team's rows: every one it passes is allowed there and read as nothing here", () => {
    let passed = 0;
    for (const row of [...REALITY_CASES, ...RED_TEAM_CASES]) {
      if (!isInertCommand(row.command)) continue;
      passed++;
      expect({ command: row.command, expect: row.expect }).toEqual({ command: row.command, expect: 'allow' });
      expectInertFoundNothing(row.command, tricky);
    }
    // The red team's everyday reads (`git status`, `ls -la`, `cat README.md`) reach the pass.
    expect(passed).toBeGreaterThanOrEqual(20);
  });

  test('respelled rows (quotes, escapes): never passed when the whole reading finds something', () => {
    const rows = [...GUARD_CASES.map((r) => r.command), ...RED_TEAM_CASES.map((r) => r.command)];
    fc.assert(
      fc.property(fc.constantFrom(...rows), fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 6 }), (command, choices) => {
        expectInertFoundNothing(respelled(command, choices), tricky);
      }),
      { numRuns: 1500, seed: 20261202 },
    );
  });

  test('generated lines from its programs and the words that would make them act: a line it passes, the reader finds nothing in', () => {
    const programs = [
      'ls',
      'cat',
      'grep',
      'rg',
      'head',
      'tail',
      'echo',
      'printf',
      'diff',
      'readlink',
      'tsc',
      'jest',
      'npm',
      'npx',
      'git',
      'find',
      'xargs',
      'env',
      'sort',
      'tee',
      'bearing',
      'sh',
      'make',
    ];
    const words = [
      'test',
      'run',
      'exec',
      'x',
      'explore',
      'install',
      'ci',
      'status',
      'diff',
      'log',
      'show',
      'push',
      'checkout',
      '-b',
      'main',
      'develop',
      'HEAD:main',
      'origin',
      '-c',
      '--call',
      '--output=bearing.config.json',
      '-o',
      'bearing.config.json',
      '.git/bearing/x',
      '-exec',
      '--pre',
      '--ext-diff',
      '-p',
      '--',
      '-C',
      '..',
      'config',
      'approve',
      '-i',
      '-w',
      'git',
      'sh',
      'rm',
      '-rf',
      '.',
      '/',
      '-f',
      'HEAD~1',
      '--force',
      '-v',
      '--version',
      'a b',
      'src/x.ts',
    ];
    const word = fc.tuple(fc.constantFrom(...words), fc.integer({ min: 0, max: 5 })).map(([w, q]) => respelled(w, [q]));
    const command = fc.tuple(fc.constantFrom(...programs), fc.array(word, { maxLength: 5 })).map(([p, args]) => [p, ...args].join(' '));
    const line = fc
      .tuple(fc.array(command, { minLength: 1, maxLength: 3 }), fc.constantFrom(' && ', ' || ', '; ', ' | ', '\n', ' & '))
      .map(([commands, join]) => commands.join(join));
    fc.assert(
      fc.property(line, (text) => expectInertFoundNothing(text, tricky)),
      { numRuns: 3000, seed: 20261202 },
    );
  });
});
