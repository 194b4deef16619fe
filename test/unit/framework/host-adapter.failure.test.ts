import { injectable } from '../../../src/framework/di/injectable';
import { ClaudeCodeAdapter } from '../../../src/hosts/claude-code/claude-code.adapter';
import { CLAUDE_CODE_DESCRIPTOR } from '../../../src/hosts/claude-code/claude-code.descriptor';

/** The Claude encoder with a descriptor that runs pre-tool gates fail-closed. */
@injectable()
class FailClosedAdapter extends ClaudeCodeAdapter {
  override readonly descriptor = { ...CLAUDE_CODE_DESCRIPTOR, failClosed: true };
  constructor() {
    super();
  }
}

describe('HostAdapter.failureReply', () => {
  test('fail-open host: neutral reply and one diagnostic line, whatever the family', () => {
    expect(
      new ClaudeCodeAdapter().failureReply({
        code: 'payload_invalid',
        message: 'PreToolUse: tool_name must be a string',
        nativeEvent: 'PreToolUse',
        family: 'tool/before',
      }),
    ).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: payload_invalid: PreToolUse: tool_name must be a string'],
    });
  });

  test('fail-closed host: a pre-tool gate that cannot read its input is denied through the host encoder', () => {
    expect(
      new FailClosedAdapter().failureReply({
        code: 'json_malformed',
        message: 'Unexpected end of JSON input',
        nativeEvent: 'PreToolUse',
        family: 'tool/before',
      }),
    ).toEqual({
      exitCode: 0,
      stdout: {
        hookSpecificOutput: {
          hookEventName: 'PreToolUse',
          permissionDecision: 'deny',
          permissionDecisionReason:
            'bearing could not check this tool call (json_malformed: Unexpected end of JSON input); it is refused because this host runs bearing fail-closed',
        },
      },
      diagnostics: ['bearing: json_malformed: Unexpected end of JSON input'],
    });
  });

  test('fail-closed host: other families stay neutral', () => {
    expect(new FailClosedAdapter().failureReply({ code: 'json_malformed', message: 'x', nativeEvent: 'Stop', family: 'stop' })).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: json_malformed: x'],
    });
  });

  test('fail-closed host: a failure without a family takes the one its event is declared with (a gate registration)', () => {
    const [gate, stop] = [
      new FailClosedAdapter().failureReply({ code: 'json_malformed', message: 'x', nativeEvent: 'PreToolUse' }),
      new FailClosedAdapter().failureReply({ code: 'json_malformed', message: 'x', nativeEvent: 'Stop' }),
    ];
    expect([gate.stdout, stop]).toEqual([
      {
        hookSpecificOutput: {
          hookEventName: 'PreToolUse',
          permissionDecision: 'deny',
          permissionDecisionReason: 'bearing could not check this tool call (json_malformed: x); it is refused because this host runs bearing fail-closed',
        },
      },
      { exitCode: 0, diagnostics: ['bearing: json_malformed: x'] },
    ]);
  });
});
