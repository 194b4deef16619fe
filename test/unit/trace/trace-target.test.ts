import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tracingEnabled } from '../../../src/platform/runtime-environment';
import { traceTarget } from '../../../src/trace/trace-target';

let home: string;
beforeEach(() => (home = mkdtempSync(join(tmpdir(), 'bearing-trace-target-'))));
afterEach(() => rmSync(home, { recursive: true, force: true }));

const userConfig = (text: string) => {
  mkdirSync(join(home, '.config', 'bearing'), { recursive: true });
  writeFileSync(join(home, '.config', 'bearing', 'config.json'), text);
};

describe('where the trace goes', () => {
  test.each(['1', 'true', 'YES', 'on'])('BEARING_TRACE=%s keeps its meaning: the decision lines on stderr, no file', (value) => {
    expect({ file: traceTarget({ HOME: home, BEARING_TRACE: value }), stderr: tracingEnabled({ BEARING_TRACE: value }) }).toEqual({
      file: undefined,
      stderr: true,
    });
  });

  test.each(['0', 'false', 'no', 'off', '', '  '])('BEARING_TRACE=%j is off, and turns the config\'s "trace" off too', (value) => {
    userConfig('{"trace": "/t/from-config.jsonl"}');
    expect(traceTarget({ HOME: home, BEARING_TRACE: value })).toBeUndefined();
  });

  test('any other value is a file: absolute as given, ~/ in the home, else inside the user cache folder, never the working directory', () => {
    expect(traceTarget({ HOME: home, BEARING_TRACE: '/var/tmp/bearing.jsonl' })).toEqual({ file: '/var/tmp/bearing.jsonl' });
    expect(traceTarget({ HOME: home, BEARING_TRACE: '~/logs/bearing.jsonl' })).toEqual({ file: join(home, 'logs', 'bearing.jsonl') });
    expect(traceTarget({ HOME: home, BEARING_TRACE: 'trace.jsonl' })).toEqual({ file: join(home, '.cache', 'bearing', 'trace.jsonl') });
    expect(traceTarget({ HOME: home, XDG_CACHE_HOME: '/xdg', BEARING_TRACE: 'trace.jsonl' })).toEqual({ file: '/xdg/bearing/trace.jsonl' });
    expect(traceTarget({ BEARING_TRACE: 'trace.jsonl' })).toEqual({
      problem: 'trace: "trace.jsonl" is not an absolute path and there is no absolute cache folder to put it in; not traced',
    });
    expect(traceTarget({ XDG_CACHE_HOME: 'relative', BEARING_TRACE: 'trace.jsonl' })).toEqual({ problem: expect.stringContaining('not traced') });
  });

  test('without BEARING_TRACE: the user config\'s "trace" (resolved the same way); nothing when it has none or cannot be read', () => {
    expect(traceTarget({ HOME: home })).toBeUndefined();
    userConfig('{"policies": {}}');
    expect(traceTarget({ HOME: home })).toBeUndefined();
    userConfig('{"trace": "hooks.jsonl"}');
    expect(traceTarget({ HOME: home })).toEqual({ file: join(home, '.cache', 'bearing', 'hooks.jsonl') });
    expect(traceTarget({ HOME: home, BEARING_TRACE: '/env/wins.jsonl' })).toEqual({ file: '/env/wins.jsonl' });
    // The stderr lines and the config's file together.
    expect(traceTarget({ HOME: home, BEARING_TRACE: '1' })).toEqual({ file: join(home, '.cache', 'bearing', 'hooks.jsonl') });
    userConfig('{"trace": ');
    expect(traceTarget({ HOME: home })).toBeUndefined();
    userConfig('{"trace": 3}');
    expect(traceTarget({ HOME: home })).toBeUndefined();
  });

  test("a workspace's bearing.config.json never names the trace file: a clone must not choose where bearing writes", () => {
    const workspace = join(home, 'repo');
    mkdirSync(workspace);
    writeFileSync(join(workspace, 'bearing.config.json'), '{"trace": "/home/user/.bashrc"}');
    const cwd = process.cwd();
    process.chdir(workspace);
    try {
      expect(traceTarget({ HOME: home })).toBeUndefined();
    } finally {
      process.chdir(cwd);
    }
  });
});
