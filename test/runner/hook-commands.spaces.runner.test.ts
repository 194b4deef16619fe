import { spawnSync } from 'node:child_process';
import { POLICY_CATALOG } from '../../src/policies/policy-catalog';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOOK_BUNDLE } from '../../src/framework/manifest-file';
import { HOST_CATALOG } from '../../src/hosts/host-catalog';
import { pluginIdentity, repositoryFiles } from '../../src/packaging/plugin-files';
import { REPO_ROOT } from '../support/fixtures';
import { guardHost, observedOf } from '../support/guard-hosts';

/**
 * Every hook command bearing registers with a host, run the way the host runs it (through a shell, the plugin-root
 * variable set) from a plugin folder whose path holds spaces: each still reaches the packaged hook and denies.
 */
const root = mkdtempSync(join(tmpdir(), 'bearing spaces '));
const plugin = join(root, 'my plugins', 'bearing');
cpSync(join(REPO_ROOT, 'hooks'), join(plugin, 'hooks'), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every string of a generated file that runs the packaged hook, with the host it runs as. */
function hookCommands(): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string' && value.includes(HOOK_BUNDLE)) found.push([path, value]);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
  };
  for (const file of repositoryFiles(HOST_CATALOG, pluginIdentity(REPO_ROOT, POLICY_CATALOG))) {
    if ('content' in file && file.path.endsWith('.json')) walk(JSON.parse(file.content), file.path);
  }
  return found;
}

/** Cursor's gates registered beside beforeShellExecution: what each finds missing in a shell command's payload. */
const CURSOR_GATE_MISFITS: Record<string, string> = {
  preToolUse: 'payload_invalid: preToolUse: tool_name must be a string',
  beforeMCPExecution: 'payload_invalid: beforeMCPExecution: tool_name must be a string',
};

describe('hook commands from a plugin folder whose path holds spaces', () => {
  const commands = hookCommands();

  test('there are some: every command host registers the packaged hook', () => {
    expect(new Set(commands.map(([, command]) => command.match(/bearing-hook\.cjs" ([a-z-]+)/)?.[1]))).toEqual(
      new Set(['claude-code', 'codex', 'cursor', 'kimi-code']),
    );
  });

  test.each(commands)('%s', (_, command) => {
    const host = HOST_CATALOG.find((h) => command.includes(`bearing-hook.cjs" ${h.id}`))!;
    const guard = guardHost(host);
    const variables = Object.fromEntries([...command.matchAll(/\$\{(\w+)\}/g)].map((m) => [m[1]!, plugin]));
    // The host substitutes ${VAR} itself (Claude Code, Cursor) or leaves it to the shell (Codex, Kimi): both give the same line here.
    const line = command.replace(/\$\{(\w+)\}/g, (_m, name: string) => variables[name]!);
    const payload = guard.payload('git checkout -b main', root);
    const run = spawnSync('/bin/sh', ['-c', line], {
      input: JSON.stringify(payload),
      env: { PATH: process.env['PATH'] ?? '', ...variables },
      encoding: 'utf8',
    });
    const registered = command.match(/--event (\w+)/)?.[1];
    const named = payload['hook_event_name'];
    if (registered !== undefined && registered !== named) {
      // A hook registered for another event answers as that event (issue 12), and says so in its one stderr line;
      // a Cursor gate the shell payload does not fit is refused fail-closed, the reason after the mismatch.
      const refused = CURSOR_GATE_MISFITS[registered];
      const mismatch = `bearing: the payload names "${named}" but the hook is registered for "${registered}": answered as "${registered}"`;
      expect([run.status, run.stderr]).toEqual([refused ? 2 : 0, `${mismatch}${refused ? `; ${refused}` : ''}\n`]);
      return;
    }
    expect(guard.verdict(observedOf({ status: run.status, stdout: run.stdout, stderr: '' }))).toEqual({
      decision: 'deny',
      reason: expect.stringMatching(/^protected_ref: main /),
    });
  });
});
