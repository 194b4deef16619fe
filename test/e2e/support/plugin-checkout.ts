import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../../support/fixtures';

/**
 * A copy of what a user's clone of this repository holds, at `destination` (created): every file git tracks
 * or would track (not ignored), as it is in the working tree now. No node_modules, no build/, no .git: a
 * marketplace or plugin install then sees what it sees after `git clone`, and each host's install copies
 * it, not this working tree (a Claude Code install copies the whole plugin folder, node_modules included).
 */
export function pluginCheckout(destination: string): string {
  const listed = execFileSync('git', ['-C', REPO_ROOT, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' });
  const files = listed.split('\0').filter((file) => file !== '' && existsSync(join(REPO_ROOT, file)));
  if (!files.includes('hooks/bearing-hook.cjs')) throw new Error(`git ls-files in ${REPO_ROOT} does not list hooks/bearing-hook.cjs`);
  mkdirSync(destination, { recursive: true });
  for (const file of files) {
    mkdirSync(dirname(join(destination, file)), { recursive: true });
    // copyFileSync keeps the file mode (the packaged bins stay executable).
    copyFileSync(join(REPO_ROOT, file), join(destination, file));
  }
  return realpathSync(destination);
}

/** `bearing package --host <host> --out <destination>`: one host's plugin folder, as a user vendors it. */
export function packagedPlugin(host: string, destination: string): string {
  execFileSync(process.execPath, [join(REPO_ROOT, 'hooks', 'bearing-cli.cjs'), 'package', '--host', host, '--out', destination], { stdio: 'pipe' });
  return realpathSync(destination);
}

/** How a live install test runs the checkout's `bearing` CLI: where, with what environment, on which node. */
export interface CheckoutCli {
  readonly cwd: string;
  /** Read at each call: a host's environment may be known only once its test has started (a server's URL). */
  readonly env: () => NodeJS.ProcessEnv;
  /** The node that runs it (asked at each call: Pi's Node 22 is installed on first use). */
  readonly node?: () => string;
  readonly timeoutMs?: number;
}

/** `bearing <args>` from the checkout, as a user runs it after cloning: its exit code and both outputs. */
export function checkoutCli(clone: string, how: CheckoutCli): (...args: string[]) => { status: number | null; stdout: string; stderr: string } {
  return (...args) => {
    const run = spawnSync(how.node?.() ?? process.execPath, [join(clone, 'hooks', 'bearing-cli.cjs'), ...args], {
      cwd: how.cwd,
      env: how.env(),
      encoding: 'utf8',
      timeout: how.timeoutMs ?? 30_000,
    });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  };
}
