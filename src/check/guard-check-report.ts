import type { GuardCheck } from './guard-check';

/** `bearing check`'s answer for a person: the verdict first, then what the guard looked at. */
export function guardCheckReport(check: GuardCheck): string {
  const lines = [`${check.verdict}${check.rule ? ` (rule: ${check.rule})` : ''}: \`${check.command}\` on ${check.host}, in ${check.cwd}`];
  if (check.reason) lines.push(`  reason: ${check.reason}`);
  if (check.invocations.length === 0) lines.push('  git: none in this command line');
  for (const i of check.invocations) lines.push(`  git: \`${i.command}\` runs in ${i.directory ?? 'a directory computed at run time'}, on ${i.branch}`);
  const { config } = check;
  if (config.error) lines.push(`  config: ${config.error} (the guard refuses what it would check until the user fixes it)`);
  else if (config.files.length === 0) lines.push(`  config: none applies (workspace ${config.root}): the defaults (preset github-flow)`);
  else for (const file of config.files) lines.push(`  config: ${file}`);
  if (config.waiting) lines.push(`  approval: ${config.waiting}`);
  for (const file of config.ignored) lines.push(`  ignored: ${file} (above the workspace ${config.root}, whose own settings win)`);
  for (const why of check.notChecked) lines.push(`  not checked: ${why}`);
  return lines.join('\n');
}
