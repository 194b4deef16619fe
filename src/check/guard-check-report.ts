import type { GuardCheck } from './guard-check';

/** `bearing check`'s answer for a person: the verdict first, then what the guard looked at. */
export function guardCheckReport(check: GuardCheck): string {
  const lines = [`${check.verdict}${check.rule ? ` (rule: ${check.rule})` : ''}: \`${check.command}\` on ${check.host}, in ${check.cwd}`];
  if (check.reason) lines.push(`  reason: ${check.reason}`);
  if (check.enforcement === 'agent_guided')
    lines.push(
      `  host: agent-guided on ${check.host}: the agent is told, and the host does not promise to stop the call${check.guided ? ` (${check.guided})` : ''}`,
    );
  if (check.invocations.length === 0) lines.push('  git: none in this command line');
  for (const i of check.invocations) lines.push(`  git: \`${i.command}\` runs in ${i.directory ?? 'a directory computed at run time'}, on ${i.branch}`);
  for (const r of check.rules)
    lines.push(
      `  rule: ${r.id} (${r.decision}, ${r.origin}, from ${r.from})${r.match === 'computed' ? ' would match, but cannot be told' : ' matched'} \`${r.command}\`: ${r.why.join('; ')}`,
    );
  const { config } = check;
  if (config.error) lines.push(`  config: ${config.error} (the guard refuses what it would check until the user fixes it)`);
  else if (config.files.length === 0) lines.push(`  config: none applies (workspace ${config.root}): the defaults (preset github-flow)`);
  else for (const file of config.files) lines.push(`  config: ${file}`);
  if (config.waiting) lines.push(`  approval: ${config.waiting}`);
  for (const file of config.ignored) lines.push(`  ${ignoredConfigLine(file, config.root)}`);
  for (const why of check.notChecked) lines.push(`  not checked: ${why}`);
  return lines.join('\n');
}

/**
 * A bearing.config.json in a folder above the workspace, which the hook never reads: the workspace is the nearest
 * folder with bearing.config.json or .git, and only its own file applies (said so whether or not it has one).
 */
export function ignoredConfigLine(file: string, root: string): string {
  return `ignored: ${file} (above the workspace ${root}, so not read: only a bearing.config.json in the workspace itself applies)`;
}
