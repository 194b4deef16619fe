import { container } from 'tsyringe';
import { injectable } from '../../src/framework/di/injectable';
import { IsString } from 'class-validator';
import { bootstrap } from '../../src/bootstrap';
import { HookRunner } from '../../src/framework/runner/hook-runner';
import { HookHost } from '../../src/framework/hook-host';
import type { RuntimeEnvironment } from '../../src/platform/runtime-environment';
import { HostAdapter, type HandlerContext } from '../../src/framework/host-adapter';
import { On } from '../../src/framework/decorators/on.decorator';
import { familyCapability } from '../../src/framework/descriptor/family-capability';
import type { Decision } from '../../src/protocol/decision';
import type { HookEvent } from '../../src/protocol/hook-event';
import type { HostDescriptor } from '../../src/protocol/host-capability';
import type { HostId } from '../../src/protocol/host-id';
import type { HostReply } from '../../src/protocol/host-reply';

/**
 * The core rule behind "Grok runs Claude Code's hooks", with two made-up hosts: a hook registered for `pi`
 * that finds itself run by `agy` is answered by the agy adapter, and what the command line said about pi
 * (its event) is not taken as an agy event.
 */
class GatePayload {
  @IsString()
  command!: string;
}

function descriptor(id: HostId, failClosed: boolean): HostDescriptor {
  return {
    id,
    displayName: id,
    verifiedAgainst: { version: 'test', date: '2026-11-29' },
    failClosed,
    taskBinding: 'session',
    families: { 'tool/before': familyCapability('supported', ['deny'], [{ kind: 'docs', source: 'https://example.invalid', date: '2026-11-29' }]) },
  };
}

const PI = descriptor('pi', false);
const AGY = descriptor('agy', true);

abstract class TextHost extends HostAdapter {
  nativeEventName(raw: Readonly<Record<string, unknown>>): string | undefined {
    return typeof raw['hook_event_name'] === 'string' ? raw['hook_event_name'] : undefined;
  }

  encode(event: HookEvent, decision: Decision): HostReply {
    return { exitCode: 0, stdout: `${this.descriptor.id}:${event.nativeEvent}:${decision.verdict}`, diagnostics: [] };
  }

  @On('gate', { payload: GatePayload, family: 'tool/before' })
  gate(payload: GatePayload, context: HandlerContext): HookEvent {
    return this.canonical(context, { tool: { name: 'shell', kind: 'shell', input: {}, command: payload.command, paths: [], removes: [] } });
  }
}

@injectable()
class PiHost extends TextHost {
  readonly descriptor = PI;
  constructor() {
    super();
  }
}

/** Fail-closed, and it also knows an event named `gate`: the one pi's command line names. */
@injectable()
class AgyHost extends TextHost {
  readonly descriptor = AGY;
  constructor() {
    super();
  }
}

function runner(): HookRunner {
  const child = container.createChildContainer();
  child.register(HookHost, { useValue: { id: 'pi', transport: 'command', descriptor: PI, adapter: PiHost } });
  child.register(HookHost, {
    useValue: {
      id: 'agy',
      transport: 'command',
      descriptor: AGY,
      adapter: AgyHost,
      runsHooksOf: { hosts: ['pi'], running: (environment: RuntimeEnvironment) => environment['AGY'] === '1' },
    },
  });
  return bootstrap(child, [], { AGY: '1' }).resolve(HookRunner);
}

describe('HookRunner: a hook run by another host is answered by that host', () => {
  test('the running host decodes and encodes the event; without its mark, pi answers itself', async () => {
    expect((await runner().run('pi', { hook_event_name: 'gate', command: 'git checkout -b main' })).stdout).toBe('agy:gate:deny');
    const child = container.createChildContainer();
    child.register(HookHost, { useValue: { id: 'pi', transport: 'command', descriptor: PI, adapter: PiHost } });
    child.register(HookHost, {
      useValue: {
        id: 'agy',
        transport: 'command',
        descriptor: AGY,
        adapter: AgyHost,
        runsHooksOf: { hosts: ['pi'], running: (environment: RuntimeEnvironment) => environment['AGY'] === '1' },
      },
    });
    expect((await bootstrap(child, [], {}).resolve(HookRunner).run('pi', { hook_event_name: 'gate', command: 'git checkout -b main' })).stdout).toBe(
      'pi:gate:deny',
    );
  });

  test("the registering host's --event is dropped: agy does not take it for its own fail-closed gate", async () => {
    expect(await runner().runText('pi', 'not json', { nativeEvent: 'gate' })).toEqual({
      exitCode: 0,
      diagnostics: [expect.stringMatching(/^bearing: json_malformed: /)],
    });
    expect(await runner().run('pi', { command: 'npm test' }, { nativeEvent: 'gate' })).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: event_unknown: the payload names no event'],
    });
    expect(await runner().fail('pi', { code: 'input_too_large', message: 'big', nativeEvent: 'gate', family: 'tool/before' })).toEqual({
      exitCode: 0,
      diagnostics: ['bearing: input_too_large: big'],
    });
  });

  test('called as itself, agy does fail closed on that gate', async () => {
    expect((await runner().runText('agy', 'not json', { nativeEvent: 'gate' })).stdout).toBe('agy:gate:deny');
  });
});
