import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '../../../src/cli/args/command-spec';
import { main } from '../../../src/cli/main';
import type { ApprovalTerminal } from '../../../src/cli/commands/approval-terminal';
import { configApproveCommand } from '../../../src/cli/commands/config-approve.command';
import { stableName } from '../../../src/services/files/stable-name';
import { WorkspaceConfigReader } from '../../../src/services/config/workspace-config.reader';
import { useScratch } from '../../support/scratch';

const scratch = useScratch();
const FIRST = new Date('2026-03-01T10:00:00.000Z');
const NOW = new Date('2026-03-05T09:15:00.000Z');

/** A terminal that answers each question with the next of `answers`, and keeps what it was shown. */
function fakeTerminal(answers: string[], interactive = true) {
  const shown: string[] = [];
  const terminal: ApprovalTerminal = {
    interactive,
    say: (text) => void shown.push(text),
    ask: async (question) => {
      shown.push(`? ${question}`);
      return answers.shift() ?? '';
    },
  };
  return { terminal, shown };
}

/** A workspace whose settings the hook has seen (the baseline), a cache and a config home of its own. */
function seen(config: string) {
  const root = scratch.workspace({ 'bearing.config.json': config });
  mkdirSync(join(root, '.git'));
  const environment = { XDG_CONFIG_HOME: scratch.dir('bearing-xdg-'), BEARING_CACHE_DIR: scratch.dir('bearing-cache-') };
  const record = join(environment.BEARING_CACHE_DIR, 'approved', `${stableName(root)}.json`);
  new WorkspaceConfigReader(environment).read(root);
  const approved = JSON.parse(readFileSync(record, 'utf8'));
  writeFileSync(record, JSON.stringify({ ...approved, approvedAt: FIRST.toISOString() }));
  const approve = async (answers: string[], options: { interactive?: boolean; cwd?: string } = {}) => {
    const { terminal, shown } = fakeTerminal(answers, options.interactive);
    const command = configApproveCommand({ terminal: () => terminal, environment, now: () => NOW });
    const code = await command.run({ values: { cwd: options.cwd ?? root }, positionals: [] });
    return { code, shown };
  };
  return {
    root,
    environment,
    record,
    approve,
    write: (text: string) => writeFileSync(join(root, 'bearing.config.json'), text),
    read: () => new WorkspaceConfigReader(environment).read(root),
  };
}

describe('bearing config approve', () => {
  test('shows what changed, the loosenings first, asks, and on y records the current files as approved', async () => {
    const ws = seen('{"branches":{"rules":{"push":"deny"}}}');
    ws.write('{"branches":{"rules":{"push":false,"commit":true}},"policies":{"configGuard":false}}');
    expect(ws.read()).toMatchObject({ approvedBranches: [{ rules: { push: 'deny' } }] });
    const { code, shown } = await ws.approve(['y']);
    expect(code).toBe(0);
    expect(shown).toEqual([
      [
        `bearing.config.json in ${ws.root} changed since bearing first saw the settings there (2026-03-01T10:00:00.000Z).`,
        'Loosens the guard:',
        '  branches.rules.push: deny → off',
        '  policies.configGuard: on → off',
        'Other changes:',
        '  branches.rules.commit: off → deny',
      ].join('\n'),
      `? Approve these changes for ${ws.root}? [y/N] `,
      `approved: bearing obeys the settings in ${ws.root} as they are now`,
    ]);
    expect(JSON.parse(readFileSync(ws.record, 'utf8'))).toMatchObject({
      approvedAt: NOW.toISOString(),
      approvedBy: 'user',
      files: [{ scope: 'user' }, { scope: 'workspace', text: '{"branches":{"rules":{"push":false,"commit":true}},"policies":{"configGuard":false}}' }],
    });
    // The hook now obeys the change, without a word.
    expect(ws.read()).toEqual({
      ok: true,
      config: { policies: { configGuard: false } },
      branches: [{ rules: { push: false, commit: true } }],
      files: [join(ws.root, 'bearing.config.json')],
      unreadable: 'allow',
    });
  });

  test.each([[''], ['n'], ['yess'], ['no']])('answered %j: not approved, exit 1, the record untouched', async (answer) => {
    const ws = seen('{}');
    const before = readFileSync(ws.record, 'utf8');
    ws.write('{"unreadable":"allow","branches":{"preset":"custom"}}');
    const { code, shown } = await ws.approve([answer]);
    expect([code, shown[shown.length - 1]]).toEqual([1, `not approved: bearing keeps obeying the approved settings in ${ws.root}`]);
    expect(readFileSync(ws.record, 'utf8')).toBe(before);
    expect(ws.read()).toMatchObject({ approvedBranches: [undefined] });
  });

  test.each([['Y'], [' yes '], ['YES']])('answered %j: approved', async (answer) => {
    const ws = seen('{}');
    ws.write('{"branches":{"rules":{"push":"ask"}}}');
    expect((await ws.approve([answer])).code).toBe(0);
  });

  test('nothing pending: says so, exit 0, nothing asked; a tightening was already applied', async () => {
    const ws = seen('{}');
    expect(await ws.approve([])).toEqual({
      code: 0,
      shown: [`nothing waits for approval in ${ws.root}: bearing obeys ${join(ws.root, 'bearing.config.json')} as it is`],
    });
    ws.write('{"branches":{"rules":{"commit":true}}}');
    expect((await ws.approve([])).shown).toEqual([`nothing waits for approval in ${ws.root}: bearing obeys ${join(ws.root, 'bearing.config.json')} as it is`]);
  });

  test('--cwd names the workspace from any folder inside it', async () => {
    const ws = seen('{}');
    mkdirSync(join(ws.root, 'src', 'deep'), { recursive: true });
    ws.write('{"policies":{"closeout":false}}');
    const { code, shown } = await ws.approve(['y'], { cwd: join(ws.root, 'src', 'deep') });
    expect([code, shown[1]]).toEqual([0, `? Approve these changes for ${ws.root}? [y/N] `]);
  });

  test('the texts approved are the ones shown: a file changed while the question was open waits again', async () => {
    const ws = seen('{}');
    ws.write('{"policies":{"closeout":false}}');
    const { terminal } = fakeTerminal([]);
    const command = configApproveCommand({
      terminal: () => ({ ...terminal, ask: async () => (ws.write('{"policies":{"closeout":false,"configGuard":false}}'), 'y') }),
      environment: ws.environment,
      now: () => NOW,
    });
    expect(await command.run({ values: { cwd: ws.root }, positionals: [] })).toBe(0);
    expect(ws.read()).toMatchObject({
      config: { policies: { closeout: false, configGuard: true } },
      notice: expect.stringContaining('(policies.configGuard on → off)'),
    });
  });

  test('without a terminal on stdin and stdout: refused, one line, exit 2, nothing asked or written', async () => {
    const ws = seen('{}');
    ws.write('{"policies":{"configGuard":false}}');
    const before = readFileSync(ws.record, 'utf8');
    await expect(ws.approve(['y'], { interactive: false })).rejects.toThrow(
      new UsageError("needs a terminal on standard input and output: approving a change to bearing's configuration is the user's, in their own terminal"),
    );
    expect(readFileSync(ws.record, 'utf8')).toBe(before);
  });

  test('from the command line, without a terminal: `bearing config approve: …` on stderr, exit 2', async () => {
    const written: string[] = [];
    const write = jest
      .spyOn(require('node:fs'), 'writeSync')
      .mockImplementation((_fd: unknown, text: unknown) => (written.push(String(text)), String(text).length));
    try {
      const { terminal } = fakeTerminal([], false);
      const catalog = [{ name: 'config', summary: '', subcommands: [configApproveCommand({ terminal: () => terminal, environment: {} })] }];
      expect(await main(['config', 'approve'], catalog)).toBe(2);
    } finally {
      write.mockRestore();
    }
    expect(written).toEqual([
      "bearing config approve: needs a terminal on standard input and output: approving a change to bearing's configuration is the user's, in their own terminal\n",
    ]);
  });

  test('a broken settings file: named, exit 1; no cache folder: said, exit 1', async () => {
    const ws = seen('{}');
    ws.write('{"branches":{"rule":{}}}');
    expect(await ws.approve(['y'])).toEqual({
      code: 1,
      shown: [
        `${join(ws.root, 'bearing.config.json')}:1:14: unknown key "branches.rule" (did you mean "rules"?); fix it first (bearing config validate lists every problem)`,
      ],
    });
    ws.write('{}');
    const { terminal, shown } = fakeTerminal(['y']);
    expect(await configApproveCommand({ terminal: () => terminal, environment: {} }).run({ values: { cwd: ws.root }, positionals: [] })).toBe(1);
    expect(shown).toEqual([
      'bearing has no private cache folder to keep approvals in (set BEARING_CACHE_DIR to an absolute path): it obeys the settings as they are',
    ]);
  });

  test('a record it cannot read: says why, and approving records the settings as they are', async () => {
    const ws = seen('{}');
    writeFileSync(ws.record, 'garbage');
    const { code, shown } = await ws.approve(['y']);
    expect(code).toBe(0);
    expect(shown[0]).toBe(
      `bearing cannot tell which settings you approved in ${ws.root}: its approval record ${ws.record} cannot be read (not valid JSON: Unexpected token 'g', "garbage" is not valid JSON).\nApproving makes the settings that apply there now the approved ones.`,
    );
    expect(ws.read()).toEqual({ ok: true, config: {}, branches: [undefined], files: [join(ws.root, 'bearing.config.json')], unreadable: 'allow' });
  });
});
