import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/fixtures';
import { useScratch } from '../support/scratch';

/** `bearing config validate` on the rules: what the hook would not obey, refused with its file, line and column. */
const scratch = useScratch();

function setup(files: { workspace?: string; user?: string }) {
  const root = scratch.dir('bearing-rules-validate-');
  mkdirSync(join(root, '.git'));
  const xdg = scratch.dir('bearing-rules-validate-xdg-');
  mkdirSync(join(xdg, 'bearing'));
  if (files.workspace !== undefined) writeFileSync(join(root, 'bearing.config.json'), files.workspace);
  if (files.user !== undefined) writeFileSync(join(xdg, 'bearing', 'config.json'), files.user);
  const run = spawnSync(process.execPath, [join(REPO_ROOT, 'hooks', 'bearing-cli.cjs'), 'config', 'validate'], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '', HOME: xdg, XDG_CONFIG_HOME: xdg },
  });
  return { run, user: join(xdg, 'bearing', 'config.json'), workspace: join(root, 'bearing.config.json') };
}

describe('bearing config validate refuses a rule that can never match', () => {
  test('an empty match, flags that contradict, an unknown pack, a flag that is no flag: each at its line and column; exit 1', () => {
    const text = [
      '{',
      '  "packs": ["git-history", "gti-history"],',
      '  "rules": [',
      '    { "id": "empty", "match": {}, "decision": "deny" },',
      '    { "id": "both", "match": { "program": "rm", "flags": ["-r"], "withoutFlags": ["-r"] }, "decision": "deny" },',
      '    { "id": "word", "match": { "program": "rm", "flags": ["recursive"] }, "decision": "ask" }',
      '  ]',
      '}',
      '',
    ].join('\n');
    const { run, workspace, user } = setup({ workspace: text });
    expect(run.stdout.split('\n')).toEqual([
      `absent: ${user}`,
      `${workspace}:2:12: each value in packs must be one of the following values: filesystem, git-history, database, infrastructure, cloud, publish`,
      `${workspace}:4:31: rules.0.match is empty: name at least the program ("program": "rm")`,
      `${workspace}:6:58: rules.2.match.flags must be a list of flags ("-r", "--force"; a list such as ["-r", "-R", "--recursive"] for the aliases of one flag)`,
      '',
    ]);
    expect(run.status).toBe(1);
  });

  test('flags that contradict, a text that is no regular expression, an id given twice: each at its rule; exit 1', () => {
    const text = [
      '{',
      '  "rules": [',
      '    { "id": "both", "match": { "program": "rm", "flags": ["-r"], "withoutFlags": ["-r"] }, "decision": "deny" },',
      '    { "id": "sql", "match": { "program": "psql", "text": "drop (table" }, "decision": "deny" },',
      '    { "id": "tf", "match": { "program": "terraform" }, "decision": "ask" },',
      '    { "id": "tf", "match": { "program": "tofu" }, "decision": "deny" }',
      '  ]',
      '}',
      '',
    ].join('\n');
    const { run, workspace } = setup({ workspace: text });
    expect(run.stdout.split('\n').slice(1)).toEqual([
      `${workspace}:3:5: rule "both" both requires and excludes -r: it can never match`,
      `${workspace}:4:5: rule "sql" has a "text" that is not a JavaScript regular expression (Invalid regular expression: /drop (table/i: Unterminated group): it can never match`,
      `${workspace}:6:5: a second rule "tf" in this file: ids are unique in a file, and only the first is obeyed`,
      '',
    ]);
    expect(run.status).toBe(1);
  });

  test('a workspace rule that would loosen the user rule of its id, or tightens nothing and has no match: refused at the rule', () => {
    const user = JSON.stringify({ rules: [{ id: 'no-tf', match: { program: 'terraform', subcommand: ['destroy'] }, decision: 'deny' }] });
    const text = '{\n  "rules": [\n    { "id": "no-tf", "decision": "ask" },\n    { "id": "ghost", "decision": "deny" }\n  ]\n}\n';
    const { run, workspace, user: userFile } = setup({ user, workspace: text });
    expect(run.stdout.split('\n')).toEqual([
      `ok: ${userFile}`,
      `${workspace}:3:5: rule "no-tf" would loosen the rule of that id from the user-level config ${userFile} (deny → ask): a file can only tighten it`,
      `${workspace}:4:5: rule "ghost" has no "match" and tightens no rule (no earlier file or pack turned on has that id): it can never match`,
      '',
    ]);
    expect(run.status).toBe(1);
  });

  test('a rule that matches every command, and a pack not shipped yet, are warnings: exit 0', () => {
    const text = '{\n  "packs": ["filesystem"],\n  "rules": [{ "id": "all", "match": { "program": "*" }, "decision": "ask" }]\n}\n';
    const { run, workspace } = setup({ workspace: text });
    expect(run.stdout).toContain(`warning: ${workspace}:2:13: the filesystem pack turns nothing on: this version of bearing does not ship it yet`);
    expect(run.stdout).toContain(
      `warning: ${workspace}:3:13: rule "all" names no program (or "*"): it is tried on every program of every command, and matches every command`,
    );
    expect(run.status).toBe(0);
  });
});
