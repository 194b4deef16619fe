import { joinedScript, ScriptBuilder, shellQuote, sudoShellScript } from '../../../../../src/services/shell-command/runners/script-text';
import { arg, words } from './words';

describe('script text', () => {
  test('joined words are computed when any word is', () => {
    expect(joinedScript(words('git push'))).toEqual(arg('git push'));
    expect(joinedScript(words('git push $B'))).toEqual(arg('git push $B', true));
  });
  test('shellQuote leaves plain words alone', () => {
    expect(shellQuote('HEAD:main')).toBe('HEAD:main');
    expect(shellQuote("a b'c")).toBe("'a b'\\''c'");
  });
  test('sudo -s escapes all but letters, digits, _, - and $', () => {
    expect(sudoShellScript(words("git commit -m 'a b;c' $X"))).toEqual({ script: arg('git commit -m a\\ b\\;c "$1"'), args: [arg('sh'), arg('$X', true)] });
  });
  test('ScriptBuilder passes computed values as positional parameters', () => {
    expect(new ScriptBuilder('p').raw('echo ').value(arg('x y')).raw(' ').value(arg('$Y', true)).build()).toEqual({
      script: arg('echo \'x y\' "$1"'),
      args: [arg('p'), arg('$Y', true)],
    });
  });
});
