import { branchCreations } from '../../../src/services/shell-command/branch-creation';
import { LiteralShellCommandAnalyzer } from '../../../src/services/shell-command/literal-shell-command.analyzer';

const analyzer = new LiteralShellCommandAnalyzer();
const created = (command: string) => analyzer.gitInvocations(command).flatMap(branchCreations);

describe('literal branch creation', () => {
  test.each([
    ['git checkout -b main', 'main', 'git checkout -b'],
    ['git checkout -B main origin/main', 'main', 'git checkout -b'],
    ['git checkout -q -b release', 'release', 'git checkout -b'],
    ['git checkout -bmain', 'main', 'git checkout -b'],
    ['git switch -c main', 'main', 'git switch -c'],
    ['git switch -C main', 'main', 'git switch -c'],
    ['git switch --create main', 'main', 'git switch -c'],
    ['git switch --force-create main', 'main', 'git switch -c'],
    ['git switch --create=main', 'main', 'git switch -c'],
    ['git branch main', 'main', 'git branch'],
    ['git branch --track main origin/main', 'main', 'git branch'],
    ['git -C sub checkout -b main', 'main', 'git checkout -b'],
    ['  git   switch   -c   feature/x  ', 'feature/x', 'git switch -c'],
  ])('%s creates %s', (command, name, form) => {
    expect(created(command)).toEqual([{ name, form }]);
  });

  test.each([
    'git checkout main',
    'git switch main',
    'git branch',
    'git branch -d main',
    'git branch -m old main',
    'git branch --list main',
    'git log main',
    'git checkout -- main',
    'echo git checkout -b main',
    'npm test',
    '',
  ])('%s creates nothing', (command) => {
    expect(created(command)).toEqual([]);
  });

  test.each(['git checkout -b main && ls', 'git checkout -b "main"', 'cd x; git checkout -b main', 'git checkout -b $NAME', 'FOO=1 git checkout -b main'])(
    'shell syntax is left to the full parser (later): %s',
    (command) => {
      expect(analyzer.gitInvocations(command)).toEqual(command.startsWith('FOO') ? [] : []);
    },
  );
});
