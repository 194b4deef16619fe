import { splitInline } from '../../../../src/services/shell-command/inline-value';

describe('splitInline', () => {
  test.each([
    ['--git-dir=x', ['--git-dir', 'x']],
    ['--config-env=a=B', ['--config-env', 'a=B']],
    ['--git-dir', ['--git-dir', undefined]],
    // Short options take no `=value` (git rejects `-C=dir`), nor does a plain word.
    ['-C=dir', ['-C=dir', undefined]],
    ['name=value', ['name=value', undefined]],
  ] as const)('%s → %j', (text, split) => {
    expect(splitInline(text)).toStrictEqual(split);
  });
});
