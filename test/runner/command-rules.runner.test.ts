import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adapterOf } from '../support/hosts';
import { HOST_CATALOG } from '../../src/hosts/host-catalog';
import type { HookEvent } from '../../src/protocol/hook-event';
import type { Decision } from '../../src/protocol/decision';
import { REPO_ROOT } from '../support/fixtures';
import { runHook } from '../support/run-hook';
import { useScratch } from '../support/scratch';

/**
 * The user's rules and a pack through the packaged hook (hooks/bearing-hook.cjs), as Claude Code and Codex run it:
 * a PreToolUse Bash payload on stdin, the user-level config in XDG_CONFIG_HOME, a real HOME and workspace.
 */
const scratch = useScratch();
const home = scratch.dir('bearing-rules-home-');
const xdg = scratch.dir('bearing-rules-xdg-');
const root = join(home, 'work');
mkdirSync(join(root, '.git'), { recursive: true });
mkdirSync(join(xdg, 'bearing'));
const USER_FILE = join(xdg, 'bearing', 'config.json');
writeFileSync(
  USER_FILE,
  JSON.stringify({
    packs: ['git-history'],
    rules: [
      {
        id: 'no-rm-home',
        match: {
          program: 'rm',
          flags: [
            ['-r', '-R', '--recursive'],
            ['-f', '--force'],
          ],
          operands: [{ glob: '~' }],
        },
        decision: 'deny',
        reason: 'Deleting the home folder loses everything in it.',
        suggestion: 'delete the files you mean, by name',
      },
      {
        id: 'ask-destroy',
        match: { program: 'terraform', subcommand: ['destroy'] },
        decision: 'ask',
        reason: 'terraform destroy removes real infrastructure.',
      },
    ],
  }),
);

const host = (id: string) => HOST_CATALOG.find((h) => h.id === id)!;
const env = { HOME: home, XDG_CONFIG_HOME: xdg };

/** The host's exact reply to a decision, as its own adapter encodes it. */
function expected(id: string, decision: Decision): unknown {
  const sample = host(id).samples!.shellCall('', root);
  const adapter = adapterOf(host(id));
  const event: HookEvent = { host: host(id).id, family: 'tool/before', nativeEvent: adapter.nativeEventName(sample)!, reentry: false, raw: sample };
  return adapter.encode(event, decision).stdout;
}

function ask(id: string, command: string) {
  const run = runHook([id], JSON.stringify(host(id).samples!.shellCall(command, root)), env);
  return { status: run.status, stdout: run.stdout === '' ? undefined : JSON.parse(run.stdout), stderr: run.stderr };
}

const RM_REASON =
  `Deleting the home folder loses everything in it. Instead: delete the files you mean, by name. ` +
  `(rule: no-rm-home, \`rm -rf ${home}\`, from the user-level config ${USER_FILE})`;
const ASK_REASON = `terraform destroy removes real infrastructure. (rule: ask-destroy, \`terraform -chdir=infra destroy\`, from the user-level config ${USER_FILE})`;

describe.each(['claude-code', 'codex'])('the rules through the packaged hook for %s', (id) => {
  test("a user rule refuses rm -rf ~ inside sudo -- env X=1 bash -c '…'", () => {
    expect(ask(id, "sudo -- env X=1 bash -c 'rm -rf ~'")).toEqual({ status: 0, stdout: expected(id, { verdict: 'deny', reason: RM_REASON }), stderr: '' });
  });

  test('the git-history pack refuses git push --force and lets git push --force-with-lease through', () => {
    const reason =
      'git push --force overwrites the remote branch with yours, whatever others pushed since. Instead: push with --force-with-lease, which refuses if the remote branch moved since you last fetched it, or push a new branch. ' +
      `(rule: git-history/force-push, \`git push --force origin topic\`, from the git-history pack (turned on in ${USER_FILE}))`;
    expect(ask(id, 'git push --force origin topic')).toEqual({ status: 0, stdout: expected(id, { verdict: 'deny', reason }), stderr: '' });
    expect(ask(id, 'git push --force-with-lease origin topic')).toEqual({ status: 0, stdout: undefined, stderr: '' });
  });

  test('a command no rule names is let through, quietly', () => {
    expect(ask(id, 'rm -rf build && npm test')).toEqual({ status: 0, stdout: undefined, stderr: '' });
  });
});

test('an ask rule asks on Claude Code, which can ask from a hook', () => {
  expect(ask('claude-code', 'terraform -chdir=infra destroy')).toEqual({
    status: 0,
    stdout: expected('claude-code', { verdict: 'ask', reason: ASK_REASON }),
    stderr: '',
  });
});

test('the same ask rule refuses on Codex, which cannot ask from a hook, and says so', () => {
  const reason = `${ASK_REASON} OpenAI Codex CLI cannot ask the user from a hook, so bearing refuses instead: tell the user what you want to run and why, and let them run it.`;
  expect(ask('codex', 'terraform -chdir=infra destroy')).toEqual({ status: 0, stdout: expected('codex', { verdict: 'deny', reason }), stderr: '' });
});

test('bearing check names each rule met, where it came from and which words matched; bearing rules lists them with their origin', () => {
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [join(REPO_ROOT, 'hooks', 'bearing-cli.cjs'), ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env['PATH'] ?? '', ...env, BEARING_CACHE_DIR: join(xdg, 'cache') },
    });
  const check = cli('check', '--json', '--', "sudo -- env X=1 bash -c 'rm -rf ~'");
  expect(check.status).toBe(1);
  expect(JSON.parse(check.stdout).rules).toEqual([
    {
      id: 'no-rm-home',
      decision: 'deny',
      match: 'match',
      origin: 'user',
      file: USER_FILE,
      from: `the user-level config ${USER_FILE}`,
      command: `rm -rf ${home}`,
      why: ['program rm', 'flag -r (as -rf)', 'flag -f (as -rf)', `operand ${home} matches ~`],
    },
  ]);
  const rules = cli('rules', '--json');
  expect(rules.status).toBe(0);
  expect(JSON.parse(rules.stdout).rules.map((r: { id: string; origin: string }) => `${r.origin} ${r.id}`)).toEqual([
    'pack git-history/force-push',
    'pack git-history/force-push-refspec',
    'pack git-history/reset-hard',
    'pack git-history/clean-ignored',
    'pack git-history/branch-force-delete',
    'user no-rm-home',
    'user ask-destroy',
  ]);
});
