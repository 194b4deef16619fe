import { IsBoolean, IsObject, IsOptional, IsString } from 'class-validator';
import { AlsoFrom } from '../../../src/framework/decorators/also-from.decorator';
import { PayloadDecoder } from '../../../src/framework/payload/payload-decoder';
import { PayloadError } from '../../../src/framework/payload/payload-error';

class ProbePayload {
  @IsString()
  hook_event_name!: string;

  @IsOptional()
  @IsString()
  @AlsoFrom('workspace_root')
  cwd?: string;

  @IsOptional()
  @IsBoolean()
  stop_hook_active?: boolean;

  @IsOptional()
  @IsObject()
  tool_input?: Record<string, unknown>;
}

const decoder = new PayloadDecoder();

describe('PayloadDecoder (lenient)', () => {
  test('unknown keys are ignored, declared keys kept, nested free-form objects untouched', () => {
    const decoded = decoder.decode(ProbePayload, {
      hook_event_name: 'Stop',
      cwd: '/w',
      brand_new_field: { deep: true },
      tool_input: { command: 'ls', future: 1 },
    });
    expect(decoded).toBeInstanceOf(ProbePayload);
    expect({ ...decoded }).toEqual({ hook_event_name: 'Stop', cwd: '/w', tool_input: { command: 'ls', future: 1 } });
  });

  test('camelCase spellings are accepted: hookEventName, stopHookActive, workspaceRoot → cwd', () => {
    const decoded = decoder.decode(ProbePayload, { hookEventName: 'Stop', stopHookActive: true, workspaceRoot: '/ws' });
    expect(decoded).toMatchObject({ hook_event_name: 'Stop', stop_hook_active: true, cwd: '/ws' });
  });

  test('the snake_case key wins when both spellings are sent', () => {
    expect(decoder.decode(ProbePayload, { hook_event_name: 'A', hookEventName: 'B' }).hook_event_name).toBe('A');
    expect(decoder.decode(ProbePayload, { hook_event_name: 'A', cwd: '/c', workspaceRoot: '/w' }).cwd).toBe('/c');
  });

  test('a wrong type is a one-line PayloadError naming the key', () => {
    expect(() => decoder.decode(ProbePayload, { hook_event_name: 'Stop', stop_hook_active: 'yes' })).toThrow(
      new PayloadError('stop_hook_active must be a boolean value'),
    );
    expect(() => decoder.decode(ProbePayload, {})).toThrow(PayloadError);
  });

  test('keys the payload class does not declare are never traversed (a host may send megabytes there)', () => {
    const raw = {
      hook_event_name: 'Stop',
      tool_response: {
        get deep(): never {
          throw new Error('an undeclared key was copied');
        },
      },
    };
    expect({ ...decoder.decode(ProbePayload, raw) }).toEqual({ hook_event_name: 'Stop' });
  });

  test('a __proto__ key in the JSON never reaches a prototype', () => {
    const raw = JSON.parse('{"hook_event_name":"Stop","__proto__":{"polluted":true},"constructor":{"x":1}}');
    const decoded = decoder.decode(ProbePayload, raw) as unknown as Record<string, unknown>;
    expect(decoded['polluted']).toBeUndefined();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  test('a field with several aliases takes the first one sent, skipping those that are not', () => {
    class RootPayload {
      @IsOptional()
      @IsString()
      @AlsoFrom('workspace_root', 'project_dir')
      root?: string;
    }
    expect([decoder.decode(RootPayload, { projectDir: '/p' }), decoder.decode(RootPayload, { workspace_root: '/w', project_dir: '/p' })]).toStrictEqual([
      Object.assign(new RootPayload(), { root: '/p' }),
      Object.assign(new RootPayload(), { root: '/w' }),
    ]);
  });

  test('a declared key the host did not send is left alone: no own key, a default stays', () => {
    class DefaultPayload {
      @IsString()
      mode: string = 'default';

      @IsOptional()
      @IsString()
      extra?: string;
    }
    const decoded = decoder.decode(DefaultPayload, {});
    expect([Object.keys(decoded), decoded.mode]).toEqual([['mode'], 'default']);
  });

  test('a payload class that declares no validation decodes to an empty instance (no "unknown value" error)', () => {
    class Bare {}
    const decoded = decoder.decode(Bare, { anything: 1 });
    expect([decoded instanceof Bare, Object.keys(decoded)]).toEqual([true, []]);
  });

  test('a property the class sets but declares no validation for is dropped, not an error', () => {
    class NotedPayload {
      @IsString()
      event!: string;

      note = 'set by the class';
    }
    expect(Object.entries(decoder.decode(NotedPayload, { event: 'e', note: 'sent' }))).toEqual([['event', 'e']]);
  });

  test('a key declared only with a validation group is still decoded', () => {
    class GroupedPayload {
      @IsString({ groups: ['strict'] })
      event!: string;
    }
    expect({ ...decoder.decode(GroupedPayload, { event: 'e' }) }).toStrictEqual({ event: 'e' });
  });

  test('the error is named PayloadError, so a caught one says what it is', () => {
    expect(String(new PayloadError('cwd must be a string'))).toBe('PayloadError: cwd must be a string');
  });

  test('a declared object is taken as it is, not copied: nested 100,000 deep it decodes (fuzz: seed 20261201, a deep tool_input slipped past the guard)', () => {
    const deep = JSON.parse(`{"hook_event_name":"PreToolUse","tool_input":{"command":"ls","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`);
    const decoded = decoder.decode(ProbePayload, deep);
    expect(decoded.tool_input).toBe(deep.tool_input);
  });
});
