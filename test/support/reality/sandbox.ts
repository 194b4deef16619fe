import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { runProcess, type ProcessResult } from './proc';
import type { Sandbox } from './workspace';

/** The time a command gets, and the few seconds more a job it left in the background gets. */
const COMMAND_LIMIT_MS = 40_000;
const BACKGROUND_GRACE_S = 3;

const USUAL_PATH = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

/**
 * The programs the tables' commands run, by the Debian package that has them: where one is missing, a row that
 * expects a refusal would meet a sandbox that says "command not found" and allows, a mismatch about the machine, not
 * about bearing. .ci/run installs these packages; the same list is written there.
 */
export const REALITY_PROGRAMS: Readonly<Record<string, string>> = {
  bwrap: 'bubblewrap',
  rsync: 'rsync',
  parallel: 'parallel',
  expect: 'expect',
  busybox: 'busybox',
  sudo: 'sudo',
  sponge: 'moreutils',
  php: 'php-cli',
  ruby: 'ruby',
};

let bwrap: string | undefined;

/** The path of bwrap; throws (the tier fails, it never skips) when bubblewrap or a program the rows run is missing. */
export function requireBubblewrap(): string {
  if (bwrap) return bwrap;
  const lookup = (program: string) => spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' });
  const missing = Object.keys(REALITY_PROGRAMS).filter((program) => lookup(program).status !== 0);
  if (missing.length > 0) {
    throw new Error(
      `The reality tier runs every command of the guard table for real, contained with bubblewrap, and ${missing.map((p) => `\`${p}\``).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not installed here. ` +
        `Install them (Debian/Ubuntu: \`apt-get install -y ${[...new Set(missing.map((p) => REALITY_PROGRAMS[p]))].join(' ')}\`; CI does this in .ci/run) and run the tier again.`,
    );
  }
  bwrap = lookup('bwrap').stdout.trim();
  return bwrap;
}

/** PATH inside the sandbox: the stubs first, then the usual folders (and node's, where the stubs' interpreter lives). */
export function sandboxPath(sandbox: Pick<Sandbox, 'bin'>): string {
  const node = dirname(process.execPath);
  return [sandbox.bin, ...USUAL_PATH, ...(USUAL_PATH.includes(node) ? [] : [node])].join(':');
}

/** The command's environment: nothing of the test process's. */
function sandboxEnv(sandbox: Sandbox): Record<string, string> {
  return {
    PATH: sandboxPath(sandbox),
    HOME: sandbox.home,
    USER: 'root',
    LOGNAME: 'root',
    LANG: 'C.UTF-8',
    TERM: 'dumb',
    TMPDIR: '/tmp',
    SHELL: '/bin/bash',
    // No terminal: no prompt waits, no pager. (The editor git starts is core.editor `true`, set in home/.gitconfig:
    // GIT_EDITOR here would override a command's own `-c core.editor=…`.)
    GIT_TERMINAL_PROMPT: '0',
    GIT_PAGER: 'cat',
    PAGER: 'cat',
  };
}

/**
 * After the command: wait (a few seconds at most) for what it left in the background, counting the processes of the
 * sandbox's pid namespace without starting any (bwrap's init and this shell are two).
 */
const WRAPPER = `bash -c "$1" </dev/null; rc=$?
i=0
while [ $i -lt ${BACKGROUND_GRACE_S * 10} ]; do
  n=0; for p in /proc/[0-9]*; do n=$((n+1)); done
  [ $n -le 2 ] && break
  sleep 0.1; i=$((i+1))
done
exit $rc`;

/** The bwrap command line: / read-only, an empty /tmp, only the sandbox folder writable (at its own path), no network. */
function bwrapArgs(sandbox: Sandbox, command: string): string[] {
  return [
    '--ro-bind',
    '/',
    '/',
    '--dev',
    '/dev',
    '--proc',
    '/proc',
    '--tmpfs',
    '/tmp',
    '--bind',
    sandbox.root,
    sandbox.root,
    '--chdir',
    sandbox.repo,
    '--unshare-net',
    '--unshare-pid',
    '--unshare-ipc',
    '--unshare-uts',
    '--die-with-parent',
    '--new-session',
    // Running as root: keep only what sudo and su need to change users (none of it reaches past the mounts above).
    '--cap-drop',
    'ALL',
    '--cap-add',
    'CAP_SETUID',
    '--cap-add',
    'CAP_SETGID',
    '--cap-add',
    'CAP_AUDIT_WRITE',
    '--',
    '/bin/bash',
    '-c',
    WRAPPER,
    'reality',
    command,
  ];
}

/** Runs `bash -c <command>` in the sandbox's repo, contained; stdin /dev/null; the time limit. */
export function runContained(sandbox: Sandbox, command: string): Promise<ProcessResult> {
  return runProcess(requireBubblewrap(), bwrapArgs(sandbox, command), {
    env: sandboxEnv(sandbox),
    timeoutMs: COMMAND_LIMIT_MS + (BACKGROUND_GRACE_S + 2) * 1000,
  });
}
