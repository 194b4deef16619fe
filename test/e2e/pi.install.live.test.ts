import { chmodSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { GitRepo } from '../support/git-repo';
import { node22 } from './support/node22';
import { PI_CLI, PiChatCompletionsServer, piEnvironment, preparePiHome, runPi, type PiHome } from './support/pi-cli';
import { checkoutCli, pluginCheckout } from './support/plugin-checkout';

/**
 * `bearing install --host pi` with the real Pi 1.6.0 on PATH (as `pi`, on the pinned Node 22 Pi needs), from a clone
 * of this repository whose path has a space: bearing runs Pi's own `pi install <clone>`, a `pi -p` session (offline,
 * scripted model) has `git checkout -b main` blocked, `bearing doctor` finds it, and `bearing uninstall` runs
 * `pi remove`, after which the same command creates `main`.
 */
const server = new PiChatCompletionsServer();
const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-pi-install-')));
const clone = pluginCheckout(join(scratch, 'bearing checkout'));
const bin = join(scratch, 'bin');
const repos: GitRepo[] = [];
let pi: PiHome;

const env = () => ({ ...piEnvironment(pi), PATH: `${bin}:${piEnvironment(pi)['PATH']}` });

const bearing = checkoutCli(clone, { cwd: scratch, env, node: node22, timeoutMs: 60_000 });

async function runWithCommand(command: string) {
  const repo = new GitRepo('work');
  repos.push(repo);
  server.script({ command });
  const run = await runPi({ cwd: repo.root, pi, prompts: ['make a branch'], env: { BEARING_CACHE_DIR: join(scratch, 'cache') } });
  return { repo, run, toolResults: server.toolResults() };
}

beforeAll(async () => {
  pi = preparePiHome(await server.start());
  mkdirSync(bin);
  // What a global npm install of Pi puts on PATH, here on the Node 22 it needs.
  writeFileSync(join(bin, 'pi'), `#!/bin/sh\nexec "${node22()}" "${PI_CLI}" "$@"\n`);
  chmodSync(join(bin, 'pi'), 0o755);
}, 120_000);
afterAll(async () => {
  await server.stop();
  for (const r of repos) r.remove();
  pi?.remove();
  rmSync(scratch, { recursive: true, force: true });
});

describe('Pi 1.6.0: bearing install --host pi, live', () => {
  test("(1) install runs Pi's own `pi install <clone>`: exit 0, the clone listed in Pi's settings.json; doctor finds it", () => {
    const run = bearing('install', '--host', 'pi');
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout.split('\n')[0]).toBe(`ran: pi install '${clone}' (Pi's own package install)`);
    expect(JSON.parse(readFileSync(join(pi.agentDir, 'settings.json'), 'utf8'))).toEqual({ packages: [relative(pi.agentDir, clone)] });
    const doctor = bearing('doctor', '--host', 'pi');
    expect(doctor.status).toBe(0);
    expect(doctor.stdout).toContain(`ok    pi      ${join(pi.agentDir, 'settings.json')} lists bearing (${clone})`);
  }, 60_000);

  test('(2) pi -p: `git checkout -b main` is blocked by the installed package', async () => {
    const denied = await runWithCommand('git checkout -b main');
    expect(denied.run.exitCode).toBe(0);
    expect(denied.repo.branches()).toEqual(['work']);
    expect(denied.toolResults).toEqual([expect.stringMatching(/^protected_ref: main \(rule: create_protected_branch, `git checkout -b`\)\. /)]);
  }, 60_000);

  test("(3) uninstall runs Pi's own `pi remove`: the clone is no longer listed, and the same command creates `main`", async () => {
    const run = bearing('uninstall', '--host', 'pi');
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(JSON.parse(readFileSync(join(pi.agentDir, 'settings.json'), 'utf8'))).toEqual({ packages: [] });
    const allowed = await runWithCommand('git checkout -b main');
    expect(allowed.repo.branches().sort()).toEqual(['main', 'work']);
  }, 60_000);
});
