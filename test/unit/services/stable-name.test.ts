import { stableName } from '../../../src/services/files/stable-name';

// Claim files and session folders are found again by name across processes and bearing versions: the exact
// names are the contract, not just their shape. The first lane is plain 32-bit FNV-1a (0xe40c292c for "a",
// 0x1a47e90b for "abc" are its published values).
describe('stableName: exact names', () => {
  test('the empty key is the two lane offsets and length 0', () => {
    expect(stableName('')).toBe('811c9dc59e3779b9-0');
  });

  test.each([
    ['a', 'e40c292cd58629b7-1'],
    ['abc', '1a47e90bb8feb701-3'],
    ['grok-build\ns\npre_tool_use\ntool:t1', 'd450cfafffdc5c67-x'],
    ['x'.repeat(40), '84ae4e65594b6c8a-14'],
  ])('%j', (key, name) => {
    expect(stableName(key)).toBe(name);
  });
});
