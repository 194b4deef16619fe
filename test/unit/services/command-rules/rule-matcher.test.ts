import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RuleMatchConfig } from '../../../../src/services/config/command-rules-config';
import { compileMatcher, matchRun, type RunToMatch } from '../../../../src/services/command-rules/rule-matcher';
import { readShellCommand } from '../../../../src/services/shell-command/shell-reading';
import { useScratch } from '../../../support/scratch';

const scratch = useScratch();
const home = scratch.dir('bearing-rules-home-');
const workspace = join(home, 'work', 'app');
mkdirSync(workspace, { recursive: true });
const places = { workspace, home };

/** A run of literal words (`$…` marks a word computed at run time), in the workspace. */
const run = (line: string, directory: string | null = workspace): RunToMatch => {
  const [program, ...words] = line.split(' ');
  return { program: program!, args: words.map((w) => ({ text: w, dynamic: w.startsWith('$') })), directory };
};
const kind = (match: RuleMatchConfig, line: string, directory?: string | null) => matchRun(compileMatcher(match), run(line, directory), places)?.kind ?? 'none';

const RM_RF = {
  program: 'rm',
  flags: [
    ['-r', '-R', '--recursive'],
    ['-f', '--force'],
  ],
} satisfies RuleMatchConfig;

describe('flags', () => {
  test.each([
    ['rm -rf x', 'match'],
    ['rm -fr x', 'match'],
    ['rm -r -f x', 'match'],
    ['rm -Rf x', 'match'],
    ['rm --recursive --force x', 'match'],
    ['rm -rv x', 'none'],
    ['rm -f x', 'none'],
    ['rm x -- -rf', 'none'],
    ['rm --force=yes -r x', 'match'],
  ])('%s: %s', (line, expected) => {
    expect(kind(RM_RF, line)).toBe(expected);
  });

  test('a one-letter flag is found in a bundle; a longer spelling only as itself', () => {
    expect(kind({ program: 'find', flags: ['-delete'] }, 'find . -delete')).toBe('match');
    expect(kind({ program: 'find', flags: ['-delete'] }, 'find . -deletex')).toBe('none');
    expect(kind({ program: 'git', flags: ['--force'] }, 'git push --force-with-lease')).toBe('none');
  });

  test('withoutFlags: present, the rule does not match', () => {
    const m = { program: 'git', subcommand: ['push'], flags: [['-f', '--force']], withoutFlags: ['--force-with-lease'] };
    expect(kind(m, 'git push --force origin main')).toBe('match');
    expect(kind(m, 'git push -f origin main')).toBe('match');
    expect(kind(m, 'git push --force --force-with-lease origin main')).toBe('none');
    expect(kind(m, 'git push --force-with-lease origin main')).toBe('none');
  });

  test('a flag missing where a word is computed at run time: computed, not a match', () => {
    expect(kind(RM_RF, 'rm $FLAGS x')).toBe('computed');
  });
});

describe('the subcommand path', () => {
  const NS = { program: 'kubectl', subcommand: ['delete', 'namespace'] };
  test.each([
    ['kubectl delete namespace prod', 'match'],
    ['kubectl -n x delete namespace y', 'match'],
    ['kubectl --namespace x delete --wait namespace y', 'match'],
    ['kubectl --namespace=x stray delete namespace y', 'none'],
    ['kubectl get namespace delete', 'none'],
    ['kubectl delete pod namespace', 'none'],
    ['kubectl $VERB namespace y', 'computed'],
  ])('%s: %s', (line, expected) => {
    expect(kind(NS, line)).toBe(expected);
  });

  test('the program is its lower-case base name; a list names several; * any', () => {
    expect(kind({ program: ['terraform', 'tofu'], subcommand: ['destroy'] }, 'tofu destroy')).toBe('match');
    expect(kind({ program: 'RM', flags: ['-r'] }, 'rm -r x')).toBe('match');
    expect(kind({ program: '*', flags: ['-r'] }, 'cp -r a b')).toBe('match');
  });
});

describe('operands', () => {
  test('scopes, with a real home and workspace: relative paths resolve where the program runs', () => {
    const scoped = (scope: 'workspace' | 'outside' | 'home' | 'root') => ({ ...RM_RF, operands: [{ scope }] });
    expect(kind(scoped('workspace'), 'rm -rf build')).toBe('match');
    expect(kind(scoped('outside'), 'rm -rf build')).toBe('none');
    expect(kind(scoped('outside'), 'rm -rf ../other')).toBe('match');
    expect(kind(scoped('outside'), `rm -rf ${workspace}/../app/x`)).toBe('none');
    expect(kind(scoped('home'), 'rm -rf ~/notes')).toBe('match');
    expect(kind(scoped('home'), 'rm -rf /etc/x')).toBe('none');
    expect(kind(scoped('root'), 'rm -rf /')).toBe('match');
    expect(kind(scoped('root'), 'rm -rf /tmp')).toBe('none');
    expect(kind(scoped('workspace'), 'rm -rf build', null)).toBe('computed');
  });

  test('a glob on ~ or / is matched against the absolute path; another against the word as written', () => {
    const homeItself = { ...RM_RF, operands: [{ glob: '~' }] };
    expect(kind(homeItself, `rm -rf ${home}/`)).toBe('match');
    expect(kind(homeItself, 'rm -rf ../..')).toBe('match');
    expect(kind(homeItself, 'rm -rf ~/notes')).toBe('none');
    expect(kind({ ...RM_RF, operands: [{ glob: '~/**' }] }, 'rm -rf ~/notes')).toBe('match');
    expect(kind({ program: 'git', subcommand: ['push'], operands: [{ glob: '+*' }] }, 'git push origin +main:main')).toBe('match');
    expect(kind({ program: 'git', subcommand: ['push'], operands: [{ glob: '+*' }] }, 'git push origin main')).toBe('none');
  });

  test('an operand computed at run time never matches a literal: the rule is computed (not checked), not met', () => {
    expect(kind({ ...RM_RF, operands: [{ glob: '~' }] }, 'rm -rf $DIR')).toBe('computed');
    expect(kind({ ...RM_RF, operands: [{ glob: '~' }] }, 'rm -rf $DIR ~')).toBe('match');
  });

  test('text: a regular expression over the arguments, ignoring case', () => {
    const drop = { program: 'psql', text: '\\bdrop\\s+table\\b' };
    expect(kind(drop, 'psql -c select')).toBe('none');
    expect(
      matchRun(
        compileMatcher(drop),
        {
          program: 'psql',
          args: [
            { text: '-c', dynamic: false },
            { text: 'drop table users', dynamic: false },
          ],
          directory: null,
        },
        places,
      )?.kind,
    ).toBe('match');
    expect(kind(drop, 'psql -c $SQL')).toBe('computed');
  });
});

describe('through the shell reader', () => {
  const services = {
    branches: { read: () => ({ kind: 'unknown', why: 'test' }), repository: () => undefined },
    localBranches: { read: () => ({ kind: 'unknown', why: 'test' }) },
  } as never;
  test("sudo -- env X=1 bash -c 'rm -rf ~' runs rm -rf on the home folder, and the rule about rm -rf ~ says which words matched", () => {
    const analysis = readShellCommand("sudo -- env X=1 bash -c 'rm -rf ~'", 'posix', workspace, services, { HOME: home });
    const matcher = compileMatcher({ ...RM_RF, operands: [{ glob: '~' }] });
    const met = analysis.commands.map((c) => matchRun(matcher, c, places)).filter(Boolean);
    expect(met).toEqual([{ kind: 'match', why: ['program rm', 'flag -r (as -rf)', 'flag -f (as -rf)', `operand ${home} matches ~`] }]);
  });
});
