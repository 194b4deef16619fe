import type { PolicyContext } from '../../src/framework/policy';
import type { HostDescriptor } from '../../src/protocol/host-capability';
import { CLAUDE_CODE_DESCRIPTOR } from '../../src/hosts/claude-code/claude-code.descriptor';

/** A policy context as the runner builds one, with the lines a policy diagnosed (and traced, when tracing is on). */
export function policyContext(
  descriptor: HostDescriptor = CLAUDE_CODE_DESCRIPTOR,
  tracing = false,
  policy = 'protected-branch',
): { context: PolicyContext; lines: string[] } {
  const lines: string[] = [];
  const diagnose = (line: string) => void lines.push(line);
  const trace = tracing ? diagnose : () => undefined;
  return { context: { descriptor, diagnose, tracing, trace, notChecked: (what) => trace(`${policy}: not checked: ${what}`) }, lines };
}
