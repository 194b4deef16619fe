import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { approvalFile, readApprovalRecord, rememberedRoots } from '../../../../../src/services/config/approval/approval-file';
import { approvalState, type ApprovalState } from '../../../../../src/services/config/approval/config-approval';
import { stableName } from '../../../../../src/services/files/stable-name';
import { readConfigLayers } from '../../../../../src/services/config/workspace-config.reader';
import { useScratch } from '../../../../support/scratch';

const scratch = useScratch();
const NOW = new Date('2026-03-01T10:00:00.000Z');
const LATER = new Date('2026-03-02T11:30:00.000Z');

/** A workspace, a user config folder and a cache of their own; `state` reads them as the hook does. */
function setup(workspace?: string, user?: string) {
  const root = scratch.workspace(workspace === undefined ? {} : { 'bearing.config.json': workspace });
  const config = scratch.dir('bearing-xdg-');
  const cache = scratch.dir('bearing-cache-');
  if (user !== undefined) {
    mkdirSync(join(config, 'bearing'));
    writeFileSync(join(config, 'bearing', 'config.json'), user);
  }
  const environment = { XDG_CONFIG_HOME: config, BEARING_CACHE_DIR: cache };
  const file = join(cache, 'approved', `${stableName(root)}.json`);
  const state = (now = NOW, record = true): ApprovalState => {
    const current = readConfigLayers(root, environment);
    if (!current.ok) throw new Error(current.error);
    return approvalState(environment, root, current, { record, now: () => now });
  };
  const write = (text: string) => writeFileSync(join(root, 'bearing.config.json'), text);
  const record = () => JSON.parse(readFileSync(file, 'utf8'));
  return { root, environment, cache, file, userFile: join(config, 'bearing', 'config.json'), state, write, record };
}
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const lines = (state: ApprovalState) => ('changes' in state ? state.changes.map((c) => `${c.loosens ? '!' : ' '} ${c.key}: ${c.from} → ${c.to}`) : []);

describe('the approval record', () => {
  test('the first look at a workspace records what is there as approved: the root, each file’s text and sha256 (absent allowed), when', () => {
    const workspace = '{"branches":{"rules":{"push":"ask"}}}\n';
    const ws = setup(workspace);
    expect(ws.state()).toEqual({ kind: 'approved', file: ws.file, changes: [] });
    expect(ws.record()).toEqual({
      schema: 1,
      root: ws.root,
      files: [
        { scope: 'user', path: ws.userFile },
        { scope: 'workspace', path: join(ws.root, 'bearing.config.json'), text: workspace, sha256: sha(workspace) },
      ],
      approvedAt: '2026-03-01T10:00:00.000Z',
      approvedBy: 'first-seen',
    });
    // Written atomically, in a folder of the user's alone; nothing left beside it.
    expect(readdirSync(join(ws.cache, 'approved'))).toEqual([`${stableName(ws.root)}.json`]);
  });

  test('unchanged files: approved, and the record is not written again', () => {
    const ws = setup('{}', '{"unreadable":"ask"}');
    ws.state();
    expect(ws.state(LATER)).toEqual({ kind: 'approved', file: ws.file, changes: [] });
    expect(ws.record().approvedAt).toBe('2026-03-01T10:00:00.000Z');
  });

  test('a record whose texts are the current ones approves them, whatever else it holds (only those fields are compared)', () => {
    const ws = setup('{}', '{"unreadable":"ask"}');
    ws.state();
    writeFileSync(ws.file, JSON.stringify({ ...ws.record(), approvedAt: 'yesterday' }));
    expect(ws.state(LATER)).toEqual({ kind: 'approved', file: ws.file, changes: [] });
    // One text other than the current one, and the whole record is checked: then its other fields count.
    ws.write('{"unreadable":"deny"}');
    expect(ws.state(LATER)).toEqual({
      kind: 'unknown',
      file: ws.file,
      why: `its approval record ${ws.file} cannot be read (approvedAt must be a valid ISO 8601 date string)`,
    });
    // Another schema, another root, a scope twice: never taken as written.
    for (const edit of [{ schema: 2 }, { root: '/elsewhere' }, { files: [...ws.record().files, ws.record().files[1]] }]) {
      ws.write('{}');
      writeFileSync(ws.file, JSON.stringify({ ...ws.record(), approvedAt: 'yesterday', ...edit }));
      expect(ws.state(LATER).kind).toBe('unknown');
    }
  });

  test('a change that loosens nothing is approved at once, and recorded as bearing’s', () => {
    const ws = setup('{}');
    ws.state();
    ws.write('{"branches":{"rules":{"commit":true}}}');
    expect(lines(ws.state(LATER))).toEqual(['  branches.rules.commit: off → deny']);
    expect(ws.record()).toMatchObject({
      approvedAt: '2026-03-02T11:30:00.000Z',
      approvedBy: 'bearing',
      files: [{ scope: 'user' }, { scope: 'workspace', text: '{"branches":{"rules":{"commit":true}}}' }],
    });
  });

  test('a change that loosens waits: what changed (all of it), the approved layers, which files; the record stays as it was', () => {
    const ws = setup('{"branches":{"rules":{"commit":true}}}');
    ws.state();
    const before = readFileSync(ws.file, 'utf8');
    ws.write('{"branches":{"rules":{"push":false}}}');
    const state = ws.state(LATER);
    expect(state.kind).toBe('pending');
    if (state.kind !== 'pending') return;
    expect(lines(state)).toEqual(['! branches.rules.push: deny → off', '! branches.rules.commit: deny → off']);
    expect(state.changed).toEqual([{ scope: 'workspace', path: join(ws.root, 'bearing.config.json'), text: '{"branches":{"rules":{"push":false}}}' }]);
    expect(state.approved.map((l) => [l.scope, l.config.branches?.rules])).toEqual([['workspace', { commit: true }]]);
    expect(readFileSync(ws.file, 'utf8')).toBe(before);
  });

  test('the commit rule turned off is itself a loosening (deny → off), whoever wrote it', () => {
    const ws = setup('{"branches":{"rules":{"commit":true}}}');
    ws.state();
    ws.write('{}');
    expect(lines(ws.state())).toEqual(['! branches.rules.commit: deny → off']);
  });

  test('the user-level file is compared too: created with a loosening, it waits in each workspace', () => {
    const ws = setup('{}');
    ws.state();
    mkdirSync(join(ws.userFile, '..'), { recursive: true });
    writeFileSync(ws.userFile, '{"policies":{"configGuard":false}}');
    const state = ws.state();
    expect(state.kind === 'pending' && state.changed.map((c) => c.path)).toEqual([ws.userFile]);
    expect(lines(state)).toEqual(['! policies.configGuard: on → off']);
  });

  test('without a record the hook cannot write: doctor’s read records nothing, and creates no folder', () => {
    const ws = setup('{}');
    expect(ws.state(NOW, false)).toEqual({ kind: 'unkept' });
    expect(existsSync(join(ws.cache, 'approved'))).toBe(false);
    ws.state();
    ws.write('{"branches":{"rules":{"commit":true}}}');
    expect(lines(ws.state(LATER, false))).toEqual(['  branches.rules.commit: off → deny']);
    expect(ws.record().approvedBy).toBe('first-seen');
  });

  test('no private cache folder: nothing is kept, the settings apply as they are', () => {
    const root = scratch.workspace({ 'bearing.config.json': '{}' });
    const current = readConfigLayers(root, {});
    expect(current.ok && approvalState({}, root, current, { record: true })).toEqual({ kind: 'unkept' });
    // A folder others may write to is not used: whoever could write there could approve for the user.
    const cache = scratch.dir('bearing-shared-');
    mkdirSync(join(cache, 'approved'));
    chmodSync(join(cache, 'approved'), 0o777);
    expect(approvalFile({ BEARING_CACHE_DIR: cache }, root, true)).toBeUndefined();
  });

  test.each([
    ['not JSON', 'nope', 'its approval record <file> cannot be read (not valid JSON: Unexpected token \'o\', "nope" is not valid JSON)'],
    [
      'a field of the wrong kind',
      '{"schema":1,"root":"<root>","files":[],"approvedAt":"yesterday","approvedBy":"user"}',
      'its approval record <file> cannot be read (approvedAt must be a valid ISO 8601 date string)',
    ],
    [
      'another workspace’s',
      '{"schema":1,"root":"/elsewhere","files":[],"approvedAt":"2026-01-01T00:00:00Z","approvedBy":"user"}',
      'its approval record <file> is the one of /elsewhere',
    ],
    [
      'an approved text bearing no longer accepts',
      '{"schema":1,"root":"<root>","files":[{"scope":"workspace","path":"<root>/bearing.config.json","text":"{\\"brnaches\\":{}}"}],"approvedAt":"2026-01-01T00:00:00Z","approvedBy":"user"}',
      'the approved text of <root>/bearing.config.json no longer reads (unknown key "brnaches" (did you mean "branches"?))',
    ],
  ])('a record that cannot be used (%s): unknown, and left as it is', (_name, text, why) => {
    const ws = setup('{}');
    mkdirSync(join(ws.cache, 'approved'), { recursive: true, mode: 0o700 });
    const planted = text.replace(/<root>/g, ws.root);
    writeFileSync(ws.file, planted);
    expect(ws.state()).toEqual({ kind: 'unknown', file: ws.file, why: why.replace(/<file>/g, ws.file).replace(/<root>/g, ws.root) });
    expect(readFileSync(ws.file, 'utf8')).toBe(planted);
  });

  test('read tolerantly: a key a later bearing added is dropped; doctor lists the roots it keeps records for', () => {
    const ws = setup('{}');
    ws.state();
    writeFileSync(ws.file, JSON.stringify({ ...ws.record(), note: 'from a newer bearing' }));
    expect(readApprovalRecord(ws.file)).toMatchObject({ kind: 'ok', dropped: ['note'], record: { root: ws.root } });
    expect(ws.state()).toEqual({ kind: 'approved', file: ws.file, changes: [] });
    expect(rememberedRoots(ws.environment)).toEqual([ws.root]);
  });
});
