import { injectable } from '../../../src/framework/di/injectable';
import { OnEach } from '../../../src/framework/decorators/on.decorator';
import { HostAdapter, type HandlerContext } from '../../../src/framework/host-adapter';
import { notSentLine } from '../../../src/framework/encoding/not-sent-line';
import type { Decision } from '../../../src/protocol/decision';
import type { HookEvent } from '../../../src/protocol/hook-event';
import type { HostReply } from '../../../src/protocol/host-reply';
import { ACME_DESCRIPTOR } from './acme.descriptor';
import { AcmePayload } from './acme.payload';

/** Acme: `{event, dir, cmd}` in; `{refuse: reason}` to refuse a command, `{say: text}` to add context. */
@injectable()
export class AcmeAdapter extends HostAdapter {
  readonly descriptor = ACME_DESCRIPTOR;
  protected override readonly tools = { shell: { sh: 'posix' } } as const;

  constructor() {
    super();
  }

  override nativeEventName(raw: Readonly<Record<string, unknown>>): string | undefined {
    return typeof raw['event'] === 'string' ? raw['event'] : undefined;
  }

  @OnEach(AcmePayload, { beforeShell: 'tool/before', hello: 'session/start' })
  event(payload: AcmePayload, context: HandlerContext): HookEvent {
    const tool = payload.cmd === undefined ? undefined : this.toolCall('sh', { command: payload.cmd });
    return this.canonical(context, { cwd: payload.dir, ...(tool && { tool }), ...(context.family === 'session/start' && { source: 'startup' }) });
  }

  encode(event: HookEvent, decision: Decision): HostReply {
    const gate = event.nativeEvent === 'beforeShell';
    const refuse = decision.verdict === 'deny' || decision.verdict === 'block';
    const stdout = refuse && gate ? { refuse: decision.reason } : decision.context && !gate ? { say: decision.context } : undefined;
    const dropped = [
      ...(refuse && !gate ? [decision.verdict] : []),
      ...(decision.context && gate ? ['context'] : []),
      ...(decision.notice ? ['notice'] : []),
      ...(decision.verdict === 'ask' ? ['ask'] : []),
    ];
    return { exitCode: 0, ...(stdout && { stdout }), diagnostics: dropped.length > 0 ? [notSentLine(event, dropped)] : [] };
  }
}
