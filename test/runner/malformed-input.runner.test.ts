import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNeutral } from '../support/expect-neutral';
import { readFixture } from '../support/fixtures';
import { HOOK_BUNDLE, runHook, runHookWithOpenStdin } from '../support/run-hook';

const live = readFixture('claude-code/live/pre-tool-use.bash-checkout-main.json').payload;

describe('bad input never hurts Claude Code, beyond what every fail-open host shares (fail-open.malformed-input)', () => {
  test('an unknown host on the command line', () => {
    expectNeutral(
      runHook(['claude-cod'], JSON.stringify(live)),
      /^bearing: host_unknown: no adapter for host "claude-cod" \(did you mean "claude-code"\?\); hosts: claude-code, cursor, grok-build, codex, kimi-code$/,
    );
  });

  test('stdin that is a regular file over the cap is refused by its size', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bearing-stdin-')), 'payload.json');
    writeFileSync(file, `{"x":"${'a'.repeat(8 * 1024 * 1024)}"}`);
    const fd = openSync(file, 'r');
    const run = spawnSync(process.execPath, [HOOK_BUNDLE, 'claude-code'], { stdio: [fd, 'pipe', 'pipe'], encoding: 'utf8' });
    closeSync(fd);
    expectNeutral({ status: run.status, stdout: run.stdout, stderr: run.stderr }, /^bearing: input_too_large: stdin exceeds 8388608 bytes$/);
  });

  test('NODE_OPTIONS=--pending-deprecation from the host adds no stderr line', () => {
    const run = runHook(['claude-code'], JSON.stringify(live), { NODE_OPTIONS: '--pending-deprecation' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
  });

  test('a payload just under the cap is still decided', () => {
    const big = { ...live, tool_input: { command: 'git checkout -b main', padding: 'p'.repeat(7 * 1024 * 1024) } };
    const run = runHook(['claude-code'], JSON.stringify(big));
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
  });

  test('a byte-order mark before the JSON is accepted', () => {
    expect(JSON.parse(runHook(['claude-code'], `\ufeff${JSON.stringify(live)}`).stdout).hookSpecificOutput.permissionDecision).toBe('deny');
  });

  test('stdin never closed and nothing written: the default cap (10 s) applies', async () => {
    const run = await runHookWithOpenStdin(['claude-code'], '');
    expectNeutral(run, /^bearing: input_timeout: stdin was not closed within 10000 ms$/);
  });

  test('a broken workspace config is reported in one line and denies only what needs it', () => {
    const root = mkdtempSync(join(tmpdir(), 'bearing-broken-'));
    writeFileSync(`${root}/bearing.config.json`, '{"branches": {"protected": "main"}}');
    const run = runHook(['claude-code'], JSON.stringify({ ...live, cwd: root }));
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).hookSpecificOutput.permissionDecisionReason).toBe(
      `policy_unavailable: cannot check branch "main" because ${root}/bearing.config.json:1:28 is broken (branches.protected must be an array). Do not edit that file yourself: tell the user it is broken and ask them to fix it, then retry`,
    );
    expect(run.stderr).toBe(`bearing: ${root}/bearing.config.json:1:28: branches.protected must be an array\n`);
    // Another shell command passes; the Test Engineering gate cannot tell whether it is selected, and says so in the same line.
    const other = runHook(['claude-code'], JSON.stringify({ ...live, cwd: root, tool_input: { command: 'npm test' } }));
    expect(other).toEqual({ status: 0, stdout: '', stderr: `bearing: ${root}/bearing.config.json:1:28: branches.protected must be an array\n` });
  });

  test('a mistyped key is named where it is, with the key it most likely meant, in the refusal and on stderr alike', () => {
    const root = mkdtempSync(join(tmpdir(), 'bearing-broken-'));
    writeFileSync(`${root}/bearing.config.json`, '{\n  "branches": {\n    "preset": "gitflow",\n    "rule": { "push": false }\n  }\n}\n');
    const run = runHook(['claude-code'], JSON.stringify({ ...live, cwd: root }));
    const problem = 'unknown key "branches.rule" (did you mean "rules"?)';
    expect(JSON.parse(run.stdout).hookSpecificOutput.permissionDecisionReason).toBe(
      `policy_unavailable: cannot check branch "main" because ${root}/bearing.config.json:4:5 is broken (${problem}). Do not edit that file yourself: tell the user it is broken and ask them to fix it, then retry`,
    );
    expect(run.stderr).toBe(`bearing: ${root}/bearing.config.json:4:5: ${problem}\n`);
  });
});
