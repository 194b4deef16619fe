import type { HookEvent } from '../../protocol/hook-event';
import { diagnosticLine } from '../run-failure';

/** The one diagnostic for the channels a decision wanted that this event does not have. */
export function notSentLine(event: HookEvent, dropped: readonly string[]): string {
  return diagnosticLine(`${event.nativeEvent} has no ${dropped.join('/')} channel on ${event.host}; not sent`);
}
