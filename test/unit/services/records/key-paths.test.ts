import { dropsCritical } from '../../../../src/services/records/key-paths';

describe('dropsCritical', () => {
  test.each([
    ['future', 'future', true],
    ['future', 'future.flag', true],
    ['items.1.weight', 'items.*.weight', true],
    // An index of several digits is an index all the same.
    ['items.12.weight', 'items.*.weight', true],
    ['items.12', 'items.3.weight', true],
    ['future.flag', 'future', false],
    // A key that merely begins like the critical one is not its parent.
    ['fu', 'future', false],
    ['items.1.weigh', 'items.*.weight', false],
    // Digits inside a key name are part of the name, not an index.
    ['v2', 'v3', false],
    ['2d', '3d', false],
    ['a1.b', 'a2.b', false],
  ])('dropping %j when %j is critical: %s', (dropped, critical, expected) => {
    expect(dropsCritical(dropped, critical)).toBe(expected);
  });
});
