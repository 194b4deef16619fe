import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { POLICY_CATALOG } from '../../src/policies/policy-catalog';
import { join, relative } from 'node:path';
import type { HostInstaller } from '../../src/setup/host-installer';
import type { InstallContext, InstallScope } from '../../src/setup/install-context';
import type { InstallPlan } from '../../src/setup/install-plan';
import { applyPlan, showPlan } from '../../src/setup/run-plan';
import { pluginIdentity } from '../../src/packaging/plugin-files';
import { REPO_ROOT } from './fixtures';
import { useScratch } from './scratch';
import { writeFiles } from './workspace';

/** The command a host's entry runs for this checkout of bearing (its folder between the quotes). */
export const hookCommandHere = (...args: string[]) => [`node "${REPO_ROOT}/hooks/bearing-hook.cjs"`, ...args].join(' ');

/** Every file under a folder with its text (backups left out unless asked): what a test compares before and after. */
export function snapshot(root: string, options: { backups?: boolean } = {}): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '.git') walk(path);
      } else if (options.backups || !name.endsWith('.bearing-backup')) {
        files[relative(root, path)] = readFileSync(path, 'utf8');
      }
    }
  };
  walk(root);
  return files;
}

/**
 * A throw-away home (and a PATH folder in it) for one installer test file: files are written in it as a user has
 * them, installs run against it with the environment a test gives, and every output line is kept.
 */
export function useInstallHome() {
  const scratch = useScratch();
  return {
    /** A new home holding these files (paths relative to it). */
    home(files: Readonly<Record<string, string>> = {}): string {
      const home = scratch.dir('bearing-home-');
      writeFiles(home, files);
      return home;
    },
    repo: (branch = 'work') => scratch.repo(branch),
    /** The context of a command run with HOME = `home` (and `env`), in `cwd` (default: the home). */
    context(home: string, options: { scope?: InstallScope; cwd?: string; env?: Record<string, string | undefined> } = {}): InstallContext {
      return {
        env: { HOME: home, PATH: join(home, 'bin'), ...options.env },
        cwd: options.cwd ?? home,
        root: REPO_ROOT,
        scope: options.scope ?? 'user',
        identity: pluginIdentity(REPO_ROOT, POLICY_CATALOG),
      };
    },
  };
}

/** Runs a plan as the CLI does (applied, or shown for a dry run), keeping what it prints. */
export function run(plan: InstallPlan, context: InstallContext, dryRun = false): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const output = { out: (t: string) => out.push(t), err: (t: string) => err.push(t) };
  const code = dryRun ? showPlan(plan, output) : applyPlan(plan, context, output);
  return { code, out, err };
}

export const install = (installer: HostInstaller, context: InstallContext) => run(installer.install(context), context);
export const uninstall = (installer: HostInstaller, context: InstallContext) => run(installer.uninstall(context), context);

/**
 * A stand-in for a host's command line on PATH (`claude`, `pi`, `node`): a shell script that appends its arguments,
 * one line per run, to `<home>/<name>.calls`, prints `output`, and exits with `status`.
 */
export function fakeCommand(home: string, name: string, options: { output?: string; status?: number } = {}): string {
  const bin = join(home, 'bin');
  mkdirSync(bin, { recursive: true });
  const path = join(bin, name);
  writeFileSync(
    path,
    `#!/bin/sh\nprintf '%s\\n' "$*" >> "${join(home, `${name}.calls`)}"\nprintf '%s\\n' ${JSON.stringify(options.output ?? '')}\nexit ${options.status ?? 0}\n`,
  );
  chmodSync(path, 0o755);
  return path;
}

/** The argument lines a fakeCommand was run with. */
export function calls(home: string, name: string): string[] {
  try {
    return readFileSync(join(home, `${name}.calls`), 'utf8')
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
}
