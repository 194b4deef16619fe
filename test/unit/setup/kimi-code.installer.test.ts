import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { kimiHooksProblem } from '../../../src/hosts/kimi-code/setup/kimi-config-hooks';
import { KIMI_CODE_INSTALLER } from '../../../src/hosts/kimi-code/setup/kimi-code.installer';
import { InstallRefusal } from '../../../src/setup/install-refusal';
import { hookCommandHere, install, snapshot, uninstall, useInstallHome } from '../../support/install-home';

const homes = useInstallHome();

/** A user's config.toml: comments, odd spacing, their own hook, no line break at the end. */
const USERS_CONFIG = `default_model = "kimi-k2"     # mine
telemetry=false

[providers.moonshot]
type = "kimi"
api_key = "sk-xxx"   # not a real key

# notify me when a turn ends
[[hooks]]
event = "Stop"
command = "notify-send 'kimi done'"
timeout = 5`;

const BLOCK = `
# >>> bearing: added by \`bearing install --host kimi-code\`; \`bearing uninstall --host kimi-code\` removes it
[[hooks]]
event = "PreCompact"
command = ${JSON.stringify(hookCommandHere('kimi-code'))}
timeout = 30

[[hooks]]
event = "PreToolUse"
command = ${JSON.stringify(hookCommandHere('kimi-code'))}
timeout = 30
# <<< bearing
`;

describe('bearing install --host kimi-code', () => {
  test("the user's config.toml: its bytes kept, bearing's [[hooks]] tables in a block after them, in the form 2.1.0 accepts; byte-identical after uninstall", () => {
    const home = homes.home({ '.kimi-code/config.toml': USERS_CONFIG, '.kimi-code/mcp.json': '{}' });
    const before = snapshot(home);
    const context = homes.context(home);
    expect(install(KIMI_CODE_INSTALLER, context).code).toBe(0);
    const config = readFileSync(join(home, '.kimi-code', 'config.toml'), 'utf8');
    expect(config).toBe(USERS_CONFIG + BLOCK);
    const parsed = parse(config) as { hooks: unknown[] };
    expect(parsed.hooks).toHaveLength(3);
    expect(kimiHooksProblem(parsed)).toBeUndefined();
    expect(install(KIMI_CODE_INSTALLER, context).out[0]).toMatch(
      /: already has bearing's 2 hooks \(PreCompact, PreToolUse\) as \[\[hooks\]\] tables; nothing to change$/,
    );
    uninstall(KIMI_CODE_INSTALLER, context);
    expect(snapshot(home, { backups: true })).toEqual(before);
  });

  test('KIMI_CODE_HOME is where Kimi Code looks', () => {
    const home = homes.home();
    install(KIMI_CODE_INSTALLER, homes.context(home, { env: { KIMI_CODE_HOME: join(home, 'kimi') } }));
    expect(readFileSync(join(home, 'kimi', 'config.toml'), 'utf8')).toBe(BLOCK);
    uninstall(KIMI_CODE_INSTALLER, homes.context(home, { env: { KIMI_CODE_HOME: join(home, 'kimi') } }));
    expect(snapshot(home, { backups: true })).toEqual({});
  });

  test.each([
    [
      'the key the docs name and 2.1.0 does not know',
      '[[hooks]]\nevent = "Stop"\ncommand = "x"\nfail_mode = "closed"\n',
      'hooks[0] (the 1st [[hooks]] table) has the key "fail_mode", which 2.1.0 does not know',
    ],
    [
      'an event 2.1.0 does not have',
      '[[hooks]]\nevent = "BeforeToolCall"\ncommand = "x"\n',
      'hooks[0] (the 1st [[hooks]] table): event "BeforeToolCall" is not one of 2.1.0\'s events',
    ],
    [
      'a timeout out of range',
      '[[hooks]]\nevent = "Stop"\ncommand = "x"\ntimeout = 900\n',
      'hooks[0] (the 1st [[hooks]] table): timeout must be a whole number from 1 to 600',
    ],
  ])("a hooks section Kimi already ignores (%s): refused, since bearing's tables would be ignored too", (_name, text, problem) => {
    const home = homes.home({ '.kimi-code/config.toml': text });
    const path = join(home, '.kimi-code', 'config.toml');
    expect(() => KIMI_CODE_INSTALLER.install(homes.context(home))).toThrow(
      new InstallRefusal(
        `${path}: Kimi Code 2.1.0 ignores every [[hooks]] table while one is invalid, and ${problem}; fix it first (kimi doctor shows it too; nothing was written)`,
      ),
    );
    expect(snapshot(home, { backups: true })).toEqual({ '.kimi-code/config.toml': text });
  });

  test('a config that is not TOML, or whose `hooks` is not a list of tables: refused, untouched', () => {
    const home = homes.home({ '.kimi-code/config.toml': 'telemetry = \n' });
    expect(() => KIMI_CODE_INSTALLER.install(homes.context(home))).toThrow(
      /config\.toml is not valid TOML: .*\(line 1, column \d+\); fix it first \(nothing was written\)$/,
    );
    const inline = homes.home({ '.kimi-code/config.toml': 'hooks = [ { event = "Stop", command = "x" } ]\n' });
    expect(() => KIMI_CODE_INSTALLER.install(homes.context(inline))).toThrow(
      new InstallRefusal(
        `${join(inline, '.kimi-code', 'config.toml')} would not be valid TOML with bearing's [[hooks]] tables after it (trying to redefine an already defined table or value (line 4, column 3)): does it set hooks another way? Nothing was written`,
      ),
    );
    expect(snapshot(inline, { backups: true })).toEqual({ '.kimi-code/config.toml': 'hooks = [ { event = "Stop", command = "x" } ]\n' });
  });

  test("doctor: registered, with only keys 2.1.0 knows; a table of the user's that breaks the section is a failure for bearing too", () => {
    const home = homes.home({ '.kimi-code/config.toml': USERS_CONFIG });
    const context = homes.context(home);
    install(KIMI_CODE_INSTALLER, context);
    const path = join(home, '.kimi-code', 'config.toml');
    expect(KIMI_CODE_INSTALLER.check(context)).toEqual({
      registered: true,
      findings: [
        {
          level: 'ok',
          subject: 'kimi-code',
          message: `registered in ${path}: 2 hooks (PreCompact, PreToolUse); the hooks section holds only what 2.1.0 knows`,
        },
      ],
    });
    writeFileSync(path, readFileSync(path, 'utf8').replace('timeout = 5', 'timeout = 5\nfail_mode = "open"'));
    expect(KIMI_CODE_INSTALLER.check(context).findings).toEqual([
      {
        level: 'fail',
        subject: 'kimi-code',
        message: `${path}: hooks[0] (the 1st [[hooks]] table) has the key "fail_mode", which 2.1.0 does not know, so Kimi Code 2.1.0 ignores every [[hooks]] table, bearing's too`,
        fix: 'fix that table (kimi doctor shows it)',
      },
    ]);
  });

  test('doctor: bearing also installed as a Kimi plugin runs twice', () => {
    const home = homes.home({ '.kimi-code/config.toml': '' });
    const context = homes.context(home);
    install(KIMI_CODE_INSTALLER, context);
    const root = join(home, 'plugin');
    mkdirSync(join(root, '.kimi-plugin'), { recursive: true });
    mkdirSync(join(home, '.kimi-code', 'plugins'), { recursive: true });
    writeFileSync(join(root, '.kimi-plugin', 'plugin.json'), '{"name":"bearing"}');
    writeFileSync(join(home, '.kimi-code', 'plugins', 'installed.json'), JSON.stringify({ version: 1, plugins: [{ id: 'bearing', root, enabled: true }] }));
    expect(KIMI_CODE_INSTALLER.check(context).findings).toContainEqual(
      expect.objectContaining({ level: 'warn', message: `bearing is also installed as a Kimi plugin (${root}): each event runs it twice` }),
    );
  });
});
