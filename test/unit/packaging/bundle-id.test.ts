import { bundleId } from '../../../src/packaging/bundle/bundle-id';

describe('the id the packaged hook names its code caches by', () => {
  const aparts = [
    ['bearing-shell.cjs', 'const MAX_STEPS=5e3;'],
    ['bearing-plan.cjs', 'module.exports={}'],
  ] as const;

  test('changes when an apart file changes alone, even to a text of the same length', () => {
    const before = bundleId('bundle', aparts);
    expect(bundleId('bundle', [['bearing-shell.cjs', 'const MAX_STEPS=2e4;'], aparts[1]])).not.toBe(before);
    expect(bundleId('bundle', aparts)).toBe(before);
  });

  test('tells apart which file holds which text, and the bundle from its files', () => {
    const before = bundleId('bundle', aparts);
    expect(bundleId('bundle', [aparts[1], aparts[0]])).not.toBe(before);
    expect(
      bundleId('bundle', [
        ['bearing-shell.cjs', ''],
        ['const MAX_STEPS=5e3;bearing-plan.cjs', 'module.exports={}'],
      ]),
    ).not.toBe(before);
    expect(bundleId('bundl', [['ebearing-shell.cjs', aparts[0][1]], aparts[1]])).not.toBe(before);
    expect(before).toMatch(/^[0-9a-f]{16}$/);
  });
});
