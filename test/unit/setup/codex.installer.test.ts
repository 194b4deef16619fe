import { mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { codexHookTrust } from '../../../src/hosts/codex/setup/codex-hook-trust';
import { CODEX_INSTALLER } from '../../../src/hosts/codex/setup/codex.installer';
import { InstallRefusal } from '../../../src/setup/install-refusal';
import { hookCommandHere, install, snapshot, uninstall, useInstallHome } from '../../support/install-home';

const homes = useInstallHome();

const USERS_CONFIG = `# my Codex setup
model = "gpt-5.5"   # the one I use
approval_policy = "on-request"

[projects."/home/me/work"]
trust_level = "trusted"

[hooks.state."/home/me/.codex/hooks.json:pre_tool_use:0:0"]
enabled = true
trusted_hash = "sha256:0000000000000000000000000000000000000000000000000000000000000000"
`;

const USERS_HOOKS = `{
  "hooks": {
    "PreToolUse": [
      { "matcher": "Bash", "hooks": [ { "type": "command", "command": "python3 ~/.codex/hooks/audit.py", "timeout": 10 } ] }
    ]
  }
}
`;

const group = (timeout = 30) => ({ hooks: [{ type: 'command', command: hookCommandHere('codex'), timeout }] });
const EVENTS = ['PreCompact', 'PreToolUse', 'SessionStart', 'Stop', 'SubagentStop'];
const START = '# >>> bearing: added by `bearing install --host codex`; `bearing uninstall --host codex` removes it';

/** The trust tables bearing writes, for the handlers of bearing in a hooks file's text, keyed under `path`. */
function expectedBlock(hooksText: string, path: string): string {
  const trust = codexHookTrust(JSON.parse(hooksText), path).filter((e) => e.command === hookCommandHere('codex'));
  return `\n${START}\n${trust.map((e) => `[hooks.state.${JSON.stringify(e.key)}]\nenabled = true\ntrusted_hash = ${JSON.stringify(e.trustedHash)}\n`).join('\n')}# <<< bearing\n`;
}

describe('bearing install --host codex', () => {
  test("the user's hooks.json and config.toml: bearing's groups after theirs, its trust entries in a block at the end; byte-identical after uninstall", () => {
    const home = homes.home({ '.codex/config.toml': USERS_CONFIG, '.codex/hooks.json': USERS_HOOKS, '.codex/AGENTS.md': '# mine\n' });
    const before = snapshot(home);
    const context = homes.context(home);
    const result = install(CODEX_INSTALLER, context);
    expect(result.code).toBe(0);
    const hooksPath = join(home, '.codex', 'hooks.json');
    const hooksText = readFileSync(hooksPath, 'utf8');
    // The user's group first, as they wrote it; bearing's appended (PreToolUse at index 1).
    expect(hooksText.startsWith(USERS_HOOKS.slice(0, USERS_HOOKS.indexOf('] } ]') + 5))).toBe(true);
    expect(JSON.parse(hooksText).hooks).toEqual({
      PreToolUse: [JSON.parse(USERS_HOOKS).hooks.PreToolUse[0], group()],
      PreCompact: [group()],
      SessionStart: [group()],
      Stop: [group()],
      SubagentStop: [group()],
    });
    const config = readFileSync(join(home, '.codex', 'config.toml'), 'utf8');
    expect(config).toBe(USERS_CONFIG + expectedBlock(hooksText, hooksPath));
    expect(config).toContain(`[hooks.state."${hooksPath}:pre_tool_use:1:0"]`);
    expect(Object.keys((parse(config) as { hooks: { state: object } }).hooks.state)).toHaveLength(6);
    expect(result.out).toEqual([
      `added bearing's 5 hooks (${EVENTS.join(', ')}) to ${hooksPath} (the file as it was before bearing: ${hooksPath}.bearing-backup)`,
      `added the trust entries of bearing's 5 hooks (${EVENTS.join(', ')}) (what /hooks records) to ${join(home, '.codex', 'config.toml')} (the file as it was before bearing: ${join(home, '.codex', 'config.toml')}.bearing-backup)`,
      // Install says what it trusts on the user's behalf.
      `bearing trusted its hooks for you in ${join(home, '.codex', 'config.toml')} (the [hooks.state] entries /hooks would write, in bearing's marked block): Codex runs them without asking you to review them; /hooks lists them, and bearing uninstall takes the entries out again.`,
    ]);

    const again = install(CODEX_INSTALLER, context);
    expect(again.out.every((line) => line.endsWith('nothing to change'))).toBe(true);
    expect(CODEX_INSTALLER.check(context).findings).toEqual([
      { level: 'ok', subject: 'codex', message: `registered in ${hooksPath}: 5 hooks (${EVENTS.join(', ')}), trusted` },
    ]);

    uninstall(CODEX_INSTALLER, context);
    expect(snapshot(home, { backups: true })).toEqual(before);
  });

  test('no Codex files yet: both are created, and both go again', () => {
    const home = homes.home();
    const context = homes.context(home);
    install(CODEX_INSTALLER, context);
    expect(JSON.parse(readFileSync(join(home, '.codex', 'hooks.json'), 'utf8'))).toEqual({ hooks: Object.fromEntries(EVENTS.map((e) => [e, [group()]])) });
    uninstall(CODEX_INSTALLER, context);
    expect(snapshot(home, { backups: true })).toEqual({});
  });

  test('CODEX_HOME is where Codex looks, and trust keys name its real path (symbolic links followed), as Codex 0.169.0 does', () => {
    const home = homes.home({ 'real-codex/config.toml': 'model = "x"\n' });
    symlinkSync(join(home, 'real-codex'), join(home, 'linked-codex'));
    const context = homes.context(home, { env: { CODEX_HOME: join(home, 'linked-codex') } });
    install(CODEX_INSTALLER, context);
    const config = readFileSync(join(home, 'real-codex', 'config.toml'), 'utf8');
    expect(config).toContain(`[hooks.state."${realpathSync(home)}/real-codex/hooks.json:pre_tool_use:0:0"]`);
  });

  test('a trust entry the user already has for one of those keys is left to them (and not written twice)', () => {
    const home = homes.home();
    const hooksPath = join(home, '.codex', 'hooks.json');
    const mine = `[hooks.state."${hooksPath}:stop:0:0"]\nenabled = false\ntrusted_hash = "sha256:1111111111111111111111111111111111111111111111111111111111111111"\n`;
    mkdirSync(join(home, '.codex'));
    writeFileSync(join(home, '.codex', 'config.toml'), mine);
    const context = homes.context(home);
    const plan = CODEX_INSTALLER.install(context);
    const config = plan.steps[1]!.kind === 'file' ? plan.steps[1]!.after! : '';
    expect(config.match(/:stop:0:0"\]/g)).toHaveLength(1);
    expect(parse(config)).toBeDefined();
    expect(plan.notes).toContain(
      `note: ${join(home, '.codex', 'config.toml')} already trusts ${hooksPath}:stop:0:0 at another hash; bearing left that entry as it is: trust bearing's hook in /hooks.`,
    );
  });

  test('a config.toml that is not TOML: refused, and neither file is written', () => {
    const broken = '[analytics]\nenabled = false\n[analytics]\nx = 1\n';
    const home = homes.home({ '.codex/config.toml': broken, '.codex/hooks.json': USERS_HOOKS });
    expect(() => CODEX_INSTALLER.install(homes.context(home))).toThrow(
      new InstallRefusal(
        `${join(home, '.codex', 'config.toml')} is not valid TOML: trying to redefine an already defined table or value (line 3, column 2); fix it first (nothing was written)`,
      ),
    );
    expect(snapshot(home, { backups: true })).toEqual({ '.codex/config.toml': broken, '.codex/hooks.json': USERS_HOOKS });
  });

  test("--scope project: the repository's .codex/hooks.json, trusted in the user's config.toml, with a note while the project is not trusted", () => {
    const repo = homes.repo();
    const home = homes.home({ '.codex/config.toml': USERS_CONFIG });
    const context = homes.context(home, { scope: 'project', cwd: repo.root });
    const plan = CODEX_INSTALLER.install(context);
    expect(plan.notes?.[0]).toBe(
      `Codex loads ${join(repo.root, '.codex')} only in a trusted project: trust the folder when Codex asks, or add [projects."${repo.root}"] trust_level = "trusted" to ${join(home, '.codex', 'config.toml')}; until then it skips these hooks without a word.`,
    );
    install(CODEX_INSTALLER, context);
    expect(readFileSync(join(home, '.codex', 'config.toml'), 'utf8')).toContain(`[hooks.state."${repo.root}/.codex/hooks.json:session_start:0:0"]`);
    expect(CODEX_INSTALLER.check(context).findings).toContainEqual(
      expect.objectContaining({
        level: 'fail',
        message: `${join(repo.root, '.codex', 'hooks.json')} is in a project Codex does not trust: it loads none of its hooks`,
      }),
    );
    // The user's own install shares the block: both keep their entries, and each uninstall takes only its own.
    const user = homes.context(home, { cwd: repo.root });
    install(CODEX_INSTALLER, user);
    const both = readFileSync(join(home, '.codex', 'config.toml'), 'utf8');
    expect(both.match(/\[hooks\.state\./g)).toHaveLength(11);
    uninstall(CODEX_INSTALLER, context);
    expect(readFileSync(join(home, '.codex', 'config.toml'), 'utf8').match(/\[hooks\.state\./g)).toHaveLength(6);
    uninstall(CODEX_INSTALLER, user);
    expect(readFileSync(join(home, '.codex', 'config.toml'), 'utf8')).toBe(USERS_CONFIG);
  });

  test.each([
    ['the project first', ['project', 'user']],
    ['the user first', ['user', 'project']],
  ] as const)(
    "user scope, then project scope, then both uninstalled (%s): the user's config.toml comes back byte for byte, and no backup is left",
    (_, order) => {
      const repo = homes.repo();
      const home = homes.home({ '.codex/config.toml': USERS_CONFIG });
      const configPath = join(home, '.codex', 'config.toml');
      const contexts = { user: homes.context(home, { cwd: repo.root }), project: homes.context(home, { scope: 'project', cwd: repo.root }) };
      install(CODEX_INSTALLER, contexts.user);
      install(CODEX_INSTALLER, contexts.project);
      expect(uninstall(CODEX_INSTALLER, contexts[order[0]]).out).toContain(
        `removed bearing's trust entries from ${configPath} (the file as it was before bearing: ${configPath}.bearing-backup)`,
      );
      expect(uninstall(CODEX_INSTALLER, contexts[order[1]]).out).toContain(
        `removed bearing's trust entries from ${configPath} (back as it was before bearing; its backup went)`,
      );
      expect(snapshot(join(home, '.codex'), { backups: true })).toEqual({ 'config.toml': USERS_CONFIG });
    },
  );

  test('installing the user scope and a project scope again and again, in turn, changes nothing after the first of each', () => {
    const repo = homes.repo();
    const home = homes.home({ '.codex/config.toml': USERS_CONFIG });
    const user = homes.context(home, { cwd: repo.root });
    const project = homes.context(home, { scope: 'project', cwd: repo.root });
    install(CODEX_INSTALLER, user);
    install(CODEX_INSTALLER, project);
    const settled = readFileSync(join(home, '.codex', 'config.toml'), 'utf8');
    expect(install(CODEX_INSTALLER, user).out[1]).toBe(
      `${join(home, '.codex', 'config.toml')}: already has the trust entries of bearing's 5 hooks (${EVENTS.join(', ')}) (what /hooks records); nothing to change`,
    );
    expect(install(CODEX_INSTALLER, project).out[1]).toMatch(/: already has the trust entries of bearing's 5 hooks .*; nothing to change$/);
    expect(readFileSync(join(home, '.codex', 'config.toml'), 'utf8')).toBe(settled);
  });

  test('doctor: a hook Codex would skip (no trust entry, or one at an old hash) and hooks switched off are failures', () => {
    const home = homes.home({ '.codex/config.toml': USERS_CONFIG });
    const context = homes.context(home);
    install(CODEX_INSTALLER, context);
    const configPath = join(home, '.codex', 'config.toml');
    const config = readFileSync(configPath, 'utf8');
    // The Stop entry's hash no longer matches, as after an edit of bearing's Stop handler.
    writeFileSync(configPath, config.replace(/(:stop:0:0"\]\nenabled = true\ntrusted_hash = "sha256:)[0-9a-f]{4}/, '$1ffff'));
    expect(CODEX_INSTALLER.check(context).findings).toEqual([
      {
        level: 'fail',
        subject: 'codex',
        message: `1 of bearing's 5 hooks in ${join(home, '.codex', 'hooks.json')} are not trusted (1 hook (Stop)): Codex skips them without a word`,
        fix: 'run bearing install --host codex again, or trust them in /hooks',
      },
    ]);
    writeFileSync(configPath, `${config}\n[features]\nhooks = false\n`);
    expect(CODEX_INSTALLER.check(context).findings).toContainEqual({
      level: 'fail',
      subject: 'codex',
      message: `${configPath} switches hooks off ([features] hooks = false): Codex runs none`,
      fix: 'remove that line',
    });
  });
});
