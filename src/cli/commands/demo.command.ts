import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { HOOK_BUNDLE } from '../../framework/manifest-file';
import { defineCommand } from '../args/command-spec';
import { print } from '../args/print';
import { packageRoot } from '../package-root';

/**
 * `bearing demo`: replays every Claude Code fixture (live captures first, then documentation examples)
 * through the packaged hook, exactly as Claude Code runs it, and prints what Claude Code would receive.
 */
export const DEMO_COMMAND = defineCommand({
  name: 'demo',
  summary: 'replay the Claude Code fixtures (live captures, then documentation examples) through the packaged hook',
  cloneOnly: true,
  options: {},
  details:
    'Prints what Claude Code would receive for each payload: the exit code, stdout and stderr. Exit 1 if the hook failed on any.\n' +
    'Nothing goes into your trace file or your cache (approvals, session memory). It runs from a clone of bearing only (the installed package has no fixtures: exit 2 there).',
  run: async () => {
    const root = packageRoot();
    const bundle = join(root, HOOK_BUNDLE);
    print('bearing demo: Claude Code payloads through the packaged hook (node hooks/bearing-hook.cjs claude-code)');
    print('empty stdout means "no decision": Claude Code goes on with its own permission flow.');
    let failures = 0;
    // BEARING_TRACE=0 and a cache folder of its own: the fixtures' calls are no session of the user's, so they stay
    // out of the user's trace file, and no approval or session memory of theirs is recorded in the user's cache.
    const cache = mkdtempSync(join(tmpdir(), 'bearing-demo-'));
    const env = { ...process.env, BEARING_TRACE: '0', BEARING_CACHE_DIR: cache };
    try {
      for (const group of ['live', 'docs']) {
        const dir = join(root, 'fixtures', 'claude-code', group);
        for (const name of readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .sort()) {
          const file = join(dir, name);
          const input = readFileSync(file, 'utf8');
          const payload = JSON.parse(input) as { hook_event_name?: string; _fixture?: { source: string; version: string; date: string } };
          const source = payload._fixture ? `${payload._fixture.source} ${payload._fixture.version}, ${payload._fixture.date}` : 'unknown source';
          const run = spawnSync(process.execPath, [bundle, 'claude-code'], { input, encoding: 'utf8', env, timeout: 10_000 });
          if (run.status !== 0 && run.status !== 2) failures++;
          print();
          print(`${payload.hook_event_name ?? '?'}  ${relative(root, file)}  (${source})`);
          print(`  exit ${run.status}`);
          print(`  stdout ${run.stdout.trim() || '(empty)'}`);
          for (const line of run.stderr.split('\n').filter(Boolean)) print(`  stderr ${line}`);
        }
      }
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
    return failures === 0 ? 0 : 1;
  },
});
