import type { ConfigCheck } from '../../../src/services/config/config-problem';

/**
 * The placed check (config-diagnostics.ts) is shipped as a file of its own that a hook loads only for a file the
 * quick check refused. Each check runs in a fresh module registry, so that what the registry holds afterwards says
 * whether the placed check was loaded for that text.
 */
const PLACED_CHECK = require.resolve('../../../src/services/config/config-diagnostics');

function checked(text: string): { readonly check: ConfigCheck; readonly placed: boolean } {
  let outcome: { check: ConfigCheck; placed: boolean } | undefined;
  jest.isolateModules(() => {
    const { checkConfigText } = require('../../../src/services/config/config-check') as typeof import('../../../src/services/config/config-check');
    const check = checkConfigText(text);
    outcome = { check, placed: require.cache[PLACED_CHECK] !== undefined };
  });
  return outcome!;
}

/** JSON text that nests `depth` levels: the root object, then arrays. A repeated key keeps the last value, `{}`. */
const nestedThenReplaced = (depth: number) => `{"branches":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)},"branches":{}}`;

describe('checkConfigText: the placed check is loaded only for a file the quick check does not take', () => {
  test('a small valid file is accepted as it is', () => {
    expect(checked('{"policies":{"closeout":false}}')).toEqual({ check: { config: { policies: { closeout: false } }, problems: [] }, placed: false });
  });

  test('a refused file is placed by the placed check, loaded for it', () => {
    // The control for every other test here: the probe does see the placed check once it is loaded.
    expect(checked('{"policies":{"closeout":"no"}}')).toEqual({
      check: { problems: [{ message: 'policies.closeout must be a boolean value', at: { line: 1, column: 25 }, key: 'policies.closeout' }] },
      placed: true,
    });
  });

  test('many sibling objects and arrays are counted by how deep they nest, not by how many there are', () => {
    const workspaces = Array.from({ length: 20 }, (_, i) => ({ glob: `svc/${i}/**`, protected: ['main'] }));
    const { check, placed } = checked(JSON.stringify({ branches: { workspaces } }));
    expect(check).toEqual({ config: { branches: { workspaces } }, problems: [] });
    expect(placed).toBe(false);
  });

  test('brackets inside a string are text, not nesting, escaped quotes included', () => {
    const schemas = ['[{'.repeat(10), `"${'['.repeat(20)}"`];
    expect(schemas.map((schema) => checked(JSON.stringify({ $schema: schema })))).toEqual(
      schemas.map((schema) => ({ check: { config: { $schema: schema }, problems: [] }, placed: false })),
    );
  });

  test('text nesting sixteen levels is the deepest the quick check takes', () => {
    expect(checked(nestedThenReplaced(16))).toEqual({ check: { config: { branches: {} }, problems: [] }, placed: false });
  });

  test('text nesting deeper goes to the placed check, which accepts what it finds valid', () => {
    // A repeated key keeps only its last value once parsed: the file is valid, only its text is deep.
    expect(checked(nestedThenReplaced(17))).toEqual({ check: { config: { branches: {} }, problems: [] }, placed: true });
    expect(checked(nestedThenReplaced(32))).toEqual({ check: { config: { branches: {} }, problems: [] }, placed: true });
  });
});
