import { unwrapLoginShell } from '../../../src/hosts/codex/login-shell-wrapper';

describe('unwrapLoginShell', () => {
  test.each([
    ["bash -lc 'git checkout -b main'", 'git checkout -b main'],
    ['bash -lc "git checkout -b main"', 'git checkout -b main'],
    ["/bin/bash -c 'git checkout -b main'", 'git checkout -b main'],
    ["zsh -l -c 'git switch -c main'", 'git switch -c main'],
    ["sh -c 'echo '\\''hi'\\'''", "echo 'hi'"],
    ['bash -lc \'bash -lc "git branch main"\'', 'git branch main'],
    ['bash -lc git', 'git'],
  ])('%s → %s', (wrapped, script) => {
    expect(unwrapLoginShell(wrapped)).toBe(script);
  });

  test.each([
    'git checkout -b main',
    "bash -lc 'a' extra",
    "bash -l 'git checkout -b main'",
    "python -c 'print(1)'",
    "bash -lc 'git checkout -b main' && rm -rf /",
    'bash -lc "$(echo git) checkout -b main"',
    "bash -lc 'unterminated",
    '',
  ])('left as it is: %s', (command) => {
    expect(unwrapLoginShell(command)).toBe(command);
  });
});
