import { positiveSetting, type RuntimeEnvironment } from '../../platform/runtime-environment';
import { redactSecrets } from '../../services/session-memory/redact-secrets';
import { bearingVersion } from './bearing-version';
import { appendRecordLine, DEFAULT_RECORD_MAX_BYTES } from './record-file';
import { recordLine, type RecordedCall } from './record-line';
import { recordTarget } from './record-target';

/**
 * Writes one decision's line to the record: where the user's settings say (recordTarget), redacted, appended, old
 * lines dropped. What only a refused or asked call needs: the packaged hooks load it from hooks/bearing-record.cjs
 * at such a call, so that an allowed one reads neither this code nor the user config for it. Returns the one
 * diagnostic line to give when it could not write; nothing where recording is off or there is no cache folder.
 */
export function writeRecord(environment: RuntimeEnvironment, call: RecordedCall): string | undefined {
  const target = recordTarget(environment);
  if (target.kind !== 'file') return undefined;
  const line = JSON.stringify(recordLine(call, bearingVersion(), redactSecrets));
  const maxBytes = positiveSetting(environment, 'BEARING_RECORD_MAX_BYTES', DEFAULT_RECORD_MAX_BYTES);
  const problem = appendRecordLine(target.file, line, maxBytes, call.time);
  return problem && `bearing: record: ${target.file}: not written: ${problem}`;
}
