import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { container } from 'tsyringe';
import { bootstrap } from '../../src/bootstrap';
import { HOST_CATALOG } from '../../src/hosts/host-catalog';
import { CommandRulesPolicy } from '../../src/policies/command-rules/command-rules.policy';
import { FilePackSource, PackSource, type PackRead } from '../../src/services/command-rules/pack-source';
import type { PackName } from '../../src/services/config/command-rules-config';
import type { HookEvent } from '../../src/protocol/hook-event';
import { policyContext } from '../support/policy-context';
import { useScratch } from '../support/scratch';
import { bash } from '../support/tool-calls';

const scratch = useScratch();

/** The packs as shipped, counting which a call opened. */
class CountingPacks implements PackSource {
  readonly opened: PackName[] = [];
  private readonly files = new FilePackSource();
  read(name: PackName): PackRead {
    this.opened.push(name);
    return this.files.read(name);
  }
}

/** The policy as the runner builds it for one event, in a workspace holding `config`, with a spy behind PackSource. */
function setup(config: object | string, user?: object) {
  const root = scratch.dir('bearing-rules-ws-');
  mkdirSync(join(root, '.git'));
  writeFileSync(join(root, 'bearing.config.json'), typeof config === 'string' ? config : JSON.stringify(config));
  const xdg = scratch.dir('bearing-rules-xdg-');
  if (user) {
    mkdirSync(join(xdg, 'bearing'));
    writeFileSync(join(xdg, 'bearing', 'config.json'), JSON.stringify(user));
  }
  const packs = new CountingPacks();
  const scope = bootstrap(container.createChildContainer(), HOST_CATALOG, { HOME: xdg, XDG_CONFIG_HOME: xdg, BEARING_CACHE_DIR: join(xdg, 'cache') });
  scope.register(PackSource, { useValue: packs });
  const decide = (command: string, tracing = false) => {
    const event: HookEvent = { host: 'claude-code', family: 'tool/before', nativeEvent: 'PreToolUse', cwd: root, reentry: false, raw: {}, tool: bash(command) };
    const { context, lines } = policyContext(undefined, tracing, 'command-rules');
    return { decision: scope.createChildContainer().resolve(CommandRulesPolicy).evaluate(event, context), lines };
  };
  return { packs, decide };
}

const RULE = { id: 'no-tf', match: { program: 'terraform', subcommand: ['destroy'] }, decision: 'deny', reason: 'It removes real infrastructure.' };

describe('the hot path: what a command no rule names costs', () => {
  test('no "packs": no pack is opened, whatever the command', () => {
    const { packs, decide } = setup({ rules: [RULE] });
    expect(decide('npm test && git status').decision).toEqual({ verdict: 'none' });
    expect(decide('terraform destroy').decision).toMatchObject({ verdict: 'deny', rule: 'no-tf' });
    expect(packs.opened).toEqual([]);
  });

  test('"packs" named: opened once per event only where the command runs a program the pack names', () => {
    const { packs, decide } = setup({ packs: ['git-history'] });
    expect(decide('ls -la').decision).toEqual({ verdict: 'none' });
    expect(packs.opened).toEqual([]);
    // npm runs, but no rule of the pack names it: the pack is not read either.
    expect(decide('sudo -u ci npm run build').decision).toEqual({ verdict: 'none' });
    expect(packs.opened).toEqual([]);
    expect(decide('git push --force origin x').decision).toMatchObject({ verdict: 'deny', rule: 'git-history/force-push' });
    expect(packs.opened).toEqual(['git-history']);
  });
});

test('a rule that names no program ("*") is tried on every program, so every command that runs one reads the packs', () => {
  const { packs, decide } = setup({ packs: ['git-history'], rules: [{ id: 'any-rm-rf', match: { program: '*', flags: [['-r'], ['-f']] }, decision: 'ask' }] });
  expect(decide('sudo -u ci npm run build').decision).toEqual({ verdict: 'none' });
  expect(packs.opened).toEqual(['git-history']);
});

describe('a rule met but for words computed at run time', () => {
  const rm = { id: 'rm-out', match: { program: 'rm', flags: ['-r'], operands: [{ scope: 'outside' }] }, decision: 'deny' };
  test('is not checked (said when tracing), and allowed by default', () => {
    const { decide } = setup({ rules: [rm] });
    const { decision, lines } = decide('rm -r "$(mktemp -d)"', true);
    expect(decision).toEqual({ verdict: 'none' });
    expect(lines).toEqual(["command-rules: not checked: rule rm-out: `rm -r '$(mktemp -d)'`: operand $(mktemp -d) is computed at run time"]);
  });

  test('"unreadable": "deny" refuses it, saying what could not be told', () => {
    const { decide } = setup({ rules: [rm], unreadable: 'deny' });
    expect(decide('rm -r "$(mktemp -d)"').decision).toMatchObject({
      verdict: 'deny',
      rule: 'rm-out',
      reason: expect.stringContaining(
        'bearing cannot tell whether the rule applies: operand $(mktemp -d) is computed at run time; "unreadable": "deny" refuses such a command.',
      ),
    });
  });
});

test("a workspace file bearing cannot read does not drop the user's rules: they apply, and what could not be read is said", () => {
  const { decide } = setup('{"rules": [', { rules: [RULE] });
  const { decision, lines } = decide('terraform destroy', true);
  expect(decision).toMatchObject({ verdict: 'deny', rule: 'no-tf' });
  expect(lines).toEqual([
    expect.stringMatching(/^command-rules: not checked: the workspace's rules: .*bearing\.config\.json:1:12 is broken \(not valid JSON: /),
  ]);
});
