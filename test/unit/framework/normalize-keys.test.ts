import { withSnakeCaseKeys } from '../../../src/framework/payload/normalize-keys';

describe('withSnakeCaseKeys', () => {
  test('a camelCase key is also there in snake_case; one sent in snake_case is not overwritten', () => {
    expect({ ...withSnakeCaseKeys({ toolName: 'Bash', hookEventName: 'B', hook_event_name: 'A', cwd: '/w' }) }).toStrictEqual({
      toolName: 'Bash',
      tool_name: 'Bash',
      hookEventName: 'B',
      hook_event_name: 'A',
      cwd: '/w',
    });
  });

  test('keys that could reach a prototype are dropped, in either spelling', () => {
    const raw = JSON.parse('{"__proto__":{"polluted":true},"constructor":{"x":1},"prototype":2,"a":1}');
    expect(Object.keys(withSnakeCaseKeys(raw))).toEqual(['a']);
  });
});
