import Ajv, { type ValidateFunction } from 'ajv';
import { committedSchema, schemaStem } from './codex-schemas';

/** A hook's answer as Codex receives it. */
export interface CodexHookOutput {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

const ajv = new Ajv({ strict: false, allErrors: true });
const compiled = new Map<string, ValidateFunction | undefined>();

function outputValidator(event: string): ValidateFunction | undefined {
  if (!compiled.has(event)) {
    const schema = committedSchema(`${schemaStem(event)}.command.output`);
    compiled.set(event, schema && ajv.compile(schema));
  }
  return compiled.get(event);
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * Everything Codex 0.169.0 would reject in one hook answer, empty when it accepts it. First the output
 * schema embedded in the binary (fixtures/codex/schemas); then the rules its runtime adds on top, which that
 * schema does not express (codex-live.md §5 and the error strings next to the schemas in the binary).
 */
export function codexReplyProblems(event: string, output: CodexHookOutput): string[] {
  if (output.status === 2) return output.stderr.trim() === '' ? ['exit 2 without a reason on stderr is ignored'] : [];
  if (output.status !== 0) return [`exit ${output.status} is a failed hook (fail-open)`];
  if (output.stdout === '') return [];
  let reply: Record<string, unknown>;
  try {
    reply = JSON.parse(output.stdout);
  } catch {
    return ['stdout is not one JSON object'];
  }
  if (output.stdout.trimEnd() !== JSON.stringify(reply)) return ['stdout holds more than one compact JSON object'];
  const validate = outputValidator(event);
  if (!validate) return [`${event} has no output schema: Codex reads no output for it`];
  const problems = validate(reply) ? [] : (validate.errors ?? []).map((e) => `schema: ${e.instancePath || '/'} ${e.message}`);
  const specific = (reply['hookSpecificOutput'] ?? {}) as Record<string, unknown>;
  if (reply['decision'] === 'block' && blank(reply['reason'])) problems.push('decision "block" without a non-empty reason');
  if (reply['decision'] === 'approve') problems.push('decision "approve" is unsupported');
  if (reply['reason'] !== undefined && reply['decision'] === undefined) problems.push('reason without decision');
  if (event === 'PreToolUse' || event === 'PermissionRequest') {
    for (const key of ['continue', 'stopReason', 'suppressOutput']) if (key in reply) problems.push(`${key} is unsupported on ${event}`);
  }
  if (event === 'PreToolUse') {
    const decision = specific['permissionDecision'];
    if (decision === 'ask') problems.push('permissionDecision "ask" is unsupported');
    if (decision === 'allow' && specific['updatedInput'] == null) problems.push('permissionDecision "allow" without updatedInput is unsupported');
    if (decision === 'deny' && blank(specific['permissionDecisionReason']))
      problems.push('permissionDecision "deny" without a non-empty permissionDecisionReason');
    if (specific['updatedInput'] != null && decision !== 'allow') problems.push('updatedInput without permissionDecision "allow"');
    if (specific['permissionDecisionReason'] != null && decision == null) problems.push('permissionDecisionReason without permissionDecision');
  }
  if (event === 'PermissionRequest') {
    const decision = (specific['decision'] ?? {}) as Record<string, unknown>;
    if (decision['updatedInput'] != null || decision['updatedPermissions'] != null || decision['interrupt'] === true) {
      problems.push('PermissionRequest updatedInput/updatedPermissions/interrupt are unsupported');
    }
  }
  if (event === 'PostToolUse' && specific['updatedMCPToolOutput'] != null) problems.push('updatedMCPToolOutput is unsupported');
  return problems;
}
