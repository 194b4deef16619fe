import { resolve } from 'node:path';
import { originName } from '../../services/command-rules/command-rule';
import { FilePackSource } from '../../services/command-rules/pack-source';
import { rulesHere, ruleSummary } from '../../services/command-rules/rules-here';
import { WorkspaceConfigReader } from '../../services/config/workspace-config.reader';
import { WorkspaceLocator } from '../../services/workspace/workspace-locator';
import { defineCommand } from '../args/command-spec';
import { print } from '../args/print';

/** `bearing rules`: the rules the hook obeys here, each with where it came from. */
export const RULES_COMMAND = defineCommand({
  name: 'rules',
  summary: 'the rules the hook obeys here ("rules" and "packs" of the config files), each with where it came from',
  options: {
    cwd: { type: 'string', value: '<dir>', description: 'the folder to list them for (default: the current one)' },
    json: { type: 'boolean', description: 'one JSON object: the rules (id, decision, origin, file, match, reason, suggestion) and the problems' },
  },
  details: [
    "Read as the hook reads them: the packs either config file turns on, then the user-level file's rules, then the",
    "workspace's (which add rules and tighten the user's, never loosen them). Each line: the decision, the rule's id and",
    'where it came from (pack, user, workspace, with the file). An entry the hook does not obey is named with why.',
    'Exit 0; 1 where a config file is broken (bearing config validate says where).',
  ].join('\n'),
  run: async ({ values }) => {
    const root = new WorkspaceLocator().root(resolve(values.cwd ?? process.cwd()));
    const configs = WorkspaceConfigReader.inspecting(process.env);
    const book = rulesHere(configs, new FilePackSource(), root, process.env);
    if (!book) {
      const read = configs.read(root);
      process.stderr.write(`bearing rules: ${read.ok ? root : `${read.location}: ${read.error}`}; run bearing config validate\n`);
      return 1;
    }
    if (values.json) {
      print(JSON.stringify({ root, rules: book.rules.map(ruleSummary), problems: book.problems }));
      return 0;
    }
    const lines =
      book.rules.length === 0
        ? [`no rules apply in ${root} (none in the config files, no pack turned on)`]
        : book.rules.map(
            (r) =>
              `${r.decision} ${r.id}: from ${originName(r.origin)}${r.tightenedBy ? `, made ${r.decision} by ${r.tightenedBy}` : ''}${r.approved ? ' (as approved, while a change waits)' : ''}`,
          );
    for (const p of book.problems) lines.push(`${p.warning ? 'warning' : 'not obeyed'}: ${p.file}: ${p.message}`);
    print(lines.join('\n'));
    return 0;
  },
});
