import { addNamed, oneEffect, onlyUnknown, type RefEffect } from '../../../../../src/services/shell-command/git-args/git-ref-effect';

describe('git ref readings', () => {
  test('onlyUnknown finds no effect, only the reason', () => {
    expect(onlyUnknown('the ref is computed at run time')).toStrictEqual({ effects: [], unknown: ['the ref is computed at run time'] });
  });

  test('oneEffect holds that effect and nothing unknown', () => {
    expect(oneEffect('push', { current: true }, 'git push')).toStrictEqual({
      effects: [{ rule: 'push', target: { current: true }, form: 'git push' }],
      unknown: [],
    });
  });

  test('addNamed adds a written name as an effect and a computed one as unknown', () => {
    const reading = { effects: [] as RefEffect[], unknown: [] as string[] };
    addNamed(reading, 'create', { text: 'main', dynamic: false }, 'git branch');
    addNamed(reading, 'create', { text: '$B', dynamic: true }, 'git branch');
    expect(reading).toStrictEqual({
      effects: [{ rule: 'create', target: { branch: 'main' }, form: 'git branch' }],
      unknown: ['the branch name is computed at run time'],
    });
  });
});
