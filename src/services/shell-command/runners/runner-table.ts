import { readFind } from './find-reader';
import { readGdb } from './gdb-reader';
import { readGnuParallel } from './gnu-parallel-reader';
import { readMispipe, readMoreutilsParallel, readPee, readZrun } from './moreutils-readers';
import { readMulticall } from './multicall-reader';
import { readIpExec, readSsh } from './network-readers';
import { readNix } from './nix-reader';
import {
  ARGPARSE,
  BWRAP_WORDS,
  CLAP,
  EXACT_WORDS,
  GETOPT,
  GETOPT_LONG_ONLY,
  GETOPT_LONG_PERL,
  GOPTION,
  LENIENT_GETOPT,
  NIX_ARGS,
  NOPT,
  ONE_WORD_OPTIONS,
  PFLAG,
  POSIX_GETOPT,
} from './option-syntaxes';
import { readEntr, readProxychains, readSystemdRun } from './peculiar-readers';
import type { OptionEffect, OptionSyntax, RunnerSpec } from './runner-spec';
import { readCapsh, readSg, readUserShell } from './user-shell-reader';

/*
 * Every program here was checked against the program itself on Debian 12 (bookworm) unless its comment says it was
 * read from documentation: its option strings and long options were dumped from the binary (an LD_PRELOAD shim
 * that prints what it hands getopt_long), its help and manual read, and a harmless command run to see where the
 * options end (does it stop at the first operand, or permute?). Versions are the Debian packages'.
 */

const STOP: OptionEffect = { stop: true };
const CHDIR: OptionEffect = { chdir: 'value' };
const SCRIPT: OptionEffect = { script: true };
const ENV: OptionEffect = { env: 'value' };
const ENV_FILE: OptionEffect = { env: 'file' };
const CLEARS_ENV: OptionEffect = { clearsEnv: true };
/** A login shell: a fresh environment, in the user's home. */
const LOGIN: OptionEffect = { clearsEnv: true, chdir: null };
const READS_STDIN_SHELL = (via: string): OptionEffect => ({ unread: `${via} starts a shell that reads its commands from standard input` });

/** A POSIX getopt program with these letters (no long options). */
const posix = (short: string, effects?: Record<string, OptionEffect>, syntax: OptionSyntax = POSIX_GETOPT) => ({ syntax, short, ...(effects && { effects }) });

/** GNU parallel 20221122's options, as its Getopt::Long table spells them (dumped from `options_completion_hash`). */
const GNU_PARALLEL_LONG =
  'arg-file-sep|argfilesep: arg-file|argfile: arg-sep|argsep: bar basefile|bf: basenameextensionreplace|bner: basenamereplace|bnr: bg bin: ' +
  'block-size|blocksize|block: block-timeout|blocktimeout|bt: bug cat cleanup col-sep|colsep: ' +
  'color-failed|colour-failed|colorfailed|colourfailed|color-fail|colour-fail|colorfail|colourfail|cf color|colour compress controlmaster csv ctag ' +
  'ctag-string|ctagstring: ctrl-c|ctrlc debug: delay: delimiter: dirnamereplace|dnr: dry-run|dryrun|dr embed env: eof:? eta exit ' +
  'extensionreplace|er: fg fifo filter-hosts|filterhosts|filter-host filter: gnu group group-by|groupby: halt-on-error|haltonerror|halt: header: help ' +
  'hgrp|hostgrp|hostgroup|hostgroups interactive joblog|jl: jobs: keep-order|keeporder latest-line|latestline|ll limit: ' +
  'line-buffer|line-buffered|linebuffer|linebuffered|lb linkinputsource|xapplyinputsource: link|xapply load: max-args|maxargs: max-chars|maxchars: ' +
  'max-line-length-allowed|maxlinelengthallowed max-lines|maxlines:? max-procs|maxprocs: max-replace-args|maxreplaceargs: memfree: memsuspend: ' +
  'min-version|minversion: nice: no-ctrl-c|no-ctrlc|noctrlc no-keep-order|nokeeporder|nok|no-k no-run-if-empty|norunifempty nonall noswap null ' +
  'number-of-cores|numberofcores number-of-cpus|numberofcpus number-of-sockets|numberofsockets number-of-threads|numberofthreads onall open-tty ' +
  'output-as-files|outputasfiles|files parens: pipe-part|pipepart pipe|spreadstdin plain plus process-slot-var|processslotvar: profile: progress quote ' +
  'recend: recordenv|record-env recstart: regexp|regex remove-rec-sep|removerecsep|rrs replace:? results|result|res: resume resume-failed|resumefailed ' +
  'retries: retry-failed|retryfailed return: round-robin|roundrobin|round rpl: rsync-opts|rsyncopts: semaphore semaphore-name|semaphorename|id: ' +
  'semaphore-timeout|semaphoretimeout|st: seqreplace: session shard: shebang|hashbang shell-completion|shellcompletion: shell-quote|shellquote|shell_quote ' +
  'show-limits|showlimits shuf silent skip-first-line|skipfirstline slotreplace: sql-and-worker|sqlandworker: sql-master|sqlmaster: sql-worker|sqlworker: ' +
  'sql: ssh-delay|sshdelay: ssh: sshlogin: sshloginfile|slf: tag tag-string|tagstring: tee template|tmpl: term-seq|termseq: timeout: tmpdir|tempdir: ' +
  'tmux tmux-pane|tmuxpane tollef total-jobs|totaljobs|total: transfer transfer-file|transferfile|transfer-files|transferfiles|tf: trc: trim: tty ungroup ' +
  'use-compress-program|compress-program|usecompressprogram|compressprogram: use-cores-instead-of-threads|usecoresinsteadofthreads ' +
  'use-cpus-instead-of-cores|usecpusinsteadofcores use-decompress-program|decompress-program|usedecompressprogram|decompressprogram: ' +
  'use-sockets-instead-of-threads|usesocketsinsteadofthreads verbose version wait will-cite|willcite|nn|nonotice|no-notice work-dir|workdir|wd: xargs';

const GNU_PARALLEL: RunnerSpec = {
  grammar: {
    syntax: GETOPT_LONG_PERL,
    // The table's one-letter names (`jobs|j=s` is `-j`); `:?` is Getopt::Long's optional `:s`, which takes a next word not starting with `-`.
    short: '0B:C:D:E:H:I:J:L:MN:P:S:TU:VW:XYa:d:e:?ghi:?j:kl:?mn:opqrs:tuvx',
    long: GNU_PARALLEL_LONG,
    effects: {
      '-h --help -V --version --number-of-cores --number-of-cpus --number-of-sockets --number-of-threads --max-line-length-allowed': STOP,
      '--shell-completion --embed --bug --tollef --record-env --filter-hosts --min-version --dry-run --shell-quote': STOP,
      '--sql --sql-master --sql-worker --sql-and-worker': { unread: 'parallel --sql takes its jobs from a database' },
      '--onall --nonall': { unread: 'parallel --onall runs its jobs on other machines' },
      '--shebang': { unread: 'parallel --shebang reads its jobs from a script file' },
    },
  },
  read: readGnuParallel,
};

const SETARCH: RunnerSpec = {
  // util-linux 2.38.1, getopt `+hVv3BFILRSTXZ`; without a command it starts /bin/sh (checked: `linux64` alone reads stdin).
  grammar: {
    syntax: GETOPT,
    short: '+hVv3BFILRSTXZ',
    long: 'help version verbose addr-no-randomize fdpic-funcptrs mmap-page-zero addr-compat-layout read-implies-exec 32bit short-inode whole-seconds sticky-timeouts 3gb 4gb uname-2.6 list',
    effects: { '-h --help -V --version --list': STOP },
  },
  withoutCommand: 'shell',
};

const SU_GRAMMAR = {
  // util-linux 2.38.1 su and runuser share getopt `c:fg:G:lmpPs:u:hVw:`: no `+`, so options may follow the user.
  syntax: GETOPT,
  short: 'c:fg:G:lmpPs:u:hVw:',
  long: 'command: session-command: fast login preserve-environment pty shell: group: supp-group: user: whitelist-environment: help version',
  effects: { '-c --command --session-command': SCRIPT, '-l --login': LOGIN, '-h --help -V --version': STOP },
};

/** npm's own options that npx and `npm exec` read (npm 11.19.1, `npm help exec`); nopt takes abbreviations of them. */
const NPM_LONG =
  'package: call: yes no workspace: workspaces include-workspace-root loglevel: registry: cache: prefix: userconfig: silent quiet verbose offline prefer-offline prefer-online foreground-scripts help version';
const NPM_EFFECTS: Record<string, OptionEffect> = {
  '-c --call': SCRIPT,
  // `-w NAME` runs in that workspace's directory.
  '-w --workspace --workspaces': { chdir: null },
  '-h --help -v --version': STOP,
};

const PNPM_LONG =
  'dir: workspace-root filter: recursive reporter: silent loglevel: stream aggregate-output color no-color parallel workspace-concurrency: resume-from: report-summary shell-mode package: help version';
const PNPM_EFFECTS: Record<string, OptionEffect> = {
  '-C --dir': CHDIR,
  // The workspace root, or every selected package's directory.
  '-w --workspace-root -F --filter -r --recursive': { chdir: null },
  '-c --shell-mode': { shell: 'joined' },
  '-h --help -v --version': STOP,
};
const PNPM_GRAMMAR = { syntax: CLAP, short: 'C:wF:rscp:hv', long: PNPM_LONG, effects: PNPM_EFFECTS };
/** `pnpm dlx PKG ARG…` runs PKG's binary: read as that command (pnpm 12.23.0). */
const PNPM_DLX: RunnerSpec = { grammar: PNPM_GRAMMAR };
/** pnpm's own commands (pnpm 10 docs, `pnpm help`): any other first word runs as a command (checked: `pnpm git --version`). */
const PNPM_COMMANDS =
  'add approve-builds audit bin c cache cat-file cat-index ci config create dedupe deploy dist-tag docs doctor env fetch find-hash help i ignored-builds ' +
  'import info init install install-test it licenses link list ll ln login logout ls outdated owner pack patch patch-commit patch-remove ping prune ' +
  'publish rb rebuild recursive remove repo rm root run run-script sbom search self-update server setup start star stars stop store t test token un ' +
  'uninstall unlink unpublish unstar up update upgrade version view whoami why with';

const UV_GLOBAL_LONG =
  'directory: project: quiet verbose color: native-tls offline no-cache cache-dir: python-preference: no-python-downloads config-file: no-config no-progress preview allow-insecure-host: managed-python no-managed-python help version';
const UV_RUN_LONG =
  `${UV_GLOBAL_LONG} with: with-editable: with-requirements: isolated env-file: no-env-file python: package: all-packages no-project extra: all-extras no-extra: no-dev dev ` +
  'group: no-group: only-group: all-groups no-default-groups only-dev script module gui-script frozen locked no-sync active exact inexact upgrade upgrade-package: ' +
  'reinstall reinstall-package: refresh refresh-package: index: default-index: index-url: extra-index-url: find-links: no-index index-strategy: keyring-provider: ' +
  'resolution: prerelease: exclude-newer: link-mode: compile-bytecode no-build-isolation no-build no-binary no-build-package: no-binary-package: python-platform: from:';
const UV_EFFECTS: Record<string, OptionEffect> = {
  '--directory': CHDIR,
  '--env-file': ENV_FILE,
  '-m --module': { prefix: ['python', '-m'] },
  '-h --help -V --version': STOP,
};
const UV_RUN: RunnerSpec = { grammar: { syntax: CLAP, short: 'qvnp:smUP:i:f:hV', long: UV_RUN_LONG, effects: UV_EFFECTS } };

/** The words of bwrap's options (bubblewrap 0.8.0 `--help`; `--argv0`, `--overlay*` and `--level-prefix` from the 0.9–0.11 manual). */
const BWRAP_LONG =
  'help version args: argv0: level-prefix unshare-all share-net unshare-user unshare-user-try unshare-ipc unshare-pid unshare-net unshare-uts unshare-cgroup ' +
  'unshare-cgroup-try userns: userns2: disable-userns assert-userns-disabled pidns: uid: gid: hostname: chdir: clearenv setenv:2 unsetenv: lock-file: sync-fd: ' +
  'bind:2 bind-try:2 dev-bind:2 dev-bind-try:2 ro-bind:2 ro-bind-try:2 bind-fd:2 ro-bind-fd:2 remount-ro: exec-label: file-label: proc: dev: tmpfs: mqueue: ' +
  'dir: file:2 bind-data:2 ro-bind-data:2 symlink:2 seccomp: add-seccomp-fd: block-fd: userns-block-fd: info-fd: json-status-fd: new-session ' +
  'die-with-parent as-pid-1 cap-add: cap-drop: perms: size: chmod:2 overlay-src: overlay:3 tmp-overlay: ro-overlay:';

/** systemd-run 252's options (dumped from the binary). */
const SYSTEMD_RUN_LONG =
  'help version user system scope unit: description: slice: slice-inherit remain-after-exit send-sighup host: machine: service-type: wait uid: gid: nice: ' +
  'setenv: property: tty pty pipe quiet on-active: on-boot: on-startup: on-unit-active: on-unit-inactive: on-calendar: on-timezone-change on-clock-change ' +
  'timer-property: path-property: socket-property: no-block no-ask-password collect working-directory: same-dir shell';

/** strace 6.1's long options (dumped from the binary). */
const STRACE_LONG =
  'columns: output-append-mode detach-on: summary-only summary debug daemonize:: daemonised:: daemonized:: env: follow-forks output-separately help ' +
  'instruction-pointer interruptible: stack-traces syscall-number output: summary-syscall-overhead: attach: trace-path: relative-timestamps:: string-limit: ' +
  'summary-sort-by: absolute-timestamps:: timestamps:: syscall-times:: user: summary-columns: no-abbrev version summary-wall-clock strings-in-hex:: ' +
  'const-print-style: pidns-translation successful-only failed-only failing-only seccomp-bpf tips:: trace: abbrev: verbose: raw: signals: status: read: write: ' +
  'fault: inject: kvm: quiet:: silent:: silence:: decode-fds:: decode-pids: secontext::';

/** gdb 13.1's long options (getopt_long_only; dumped from the binary). */
const GDB_LONG =
  'tui readnow readnever r quiet q silent nh nx n batch-silent batch fullname f annotate: help se: symbols: s: exec: e: core: c: pid: p: command: eval-command: ' +
  'version configuration x: ex: init-command: init-eval-command: ix: iex: early-init-command: early-init-eval-command: eix: eiex: ui: interpreter: i: ' +
  'directory: d: data-directory: D: cd: tty: baud: b: nw nowindows w windows statistics write args:* l: return-child-result';

const NIX_COMMON_LONG =
  'help version arg:2 argstr:2 option:2 include: impure expr: file: max-jobs: cores: builders: store: eval-store: log-format: print-build-logs verbose quiet debug ' +
  'show-trace keep-going keep-failed fallback offline refresh accept-flake-config override-input:2 inputs-from: update-input: commit-lock-file ' +
  'no-update-lock-file no-write-lock-file recreate-lock-file reference-lock-file: output-lock-file: derivation profile: redirect:2 json';

/** Every program that runs a program it is given, by the base name it is run under. */
export const RUNNERS: Readonly<Record<string, RunnerSpec>> = {
  // ---- coreutils 9.1 ----
  env: {
    // `+C:iS:u:v0` (and blanks, which it refuses: `env '-i echo'` is an error); any word with `=` is a setting, also
    // after `--` (checked: `env -- A=1 env` sets A); a lone `-` is `-i`; without a command it prints the environment.
    // `-P altpath` is FreeBSD's and macOS's env (their env(1)): GNU refuses it, so reading on errs on the safe side.
    grammar: {
      syntax: GETOPT,
      short: '+C:iS:u:v0P:',
      long: 'ignore-environment null unset: chdir: default-signal:: ignore-signal:: block-signal:: list-signal-handling debug split-string: help version',
      // `-0` with a command is refused; without one env prints the environment.
      effects: { '-i --ignore-environment': CLEARS_ENV, '-C --chdir': CHDIR, '-S --split-string': { split: true }, '-0 --null --help --version': STOP },
    },
    dashOperand: CLEARS_ENV,
    assignments: 'any',
  },
  // `+n:` and the obsolete `nice -5` / `nice --5` (checked: `nice -n5 -3 echo x` runs echo); alone it prints the niceness.
  nice: { grammar: { syntax: GETOPT, short: '+n:', long: 'adjustment: help version', numericOption: '-n', effects: { '--help --version': STOP } } },
  nohup: { grammar: { syntax: GETOPT, short: '+', long: 'help version', effects: { '--help --version': STOP } } },
  // `timeout [OPTION] DURATION COMMAND`, `+k:s:v` (checked: `timeout 1 -- echo` runs `--`).
  timeout: {
    grammar: {
      syntax: GETOPT,
      short: '+k:s:v',
      long: 'kill-after: signal: verbose foreground preserve-status help version',
      effects: { '--help --version': STOP },
    },
    operands: ['skip'],
  },
  stdbuf: { grammar: { syntax: GETOPT, short: '+i:o:e:', long: 'input: output: error: help version', effects: { '--help --version': STOP } } },
  chroot: {
    grammar: { syntax: GETOPT, short: '+', long: 'groups: userspec: skip-chdir help version', effects: { '--help --version': STOP } },
    operands: [{ unread: 'chroot runs it in another root directory' }],
  },
  // (Not run: this kernel has no SELinux; grammar dumped, shape from `runcon --help`.)
  // `runcon CONTEXT COMMAND` or `runcon [-c] [-u U] [-r R] [-t T] [-l L] COMMAND`: no CONTEXT once one of those is given.
  runcon: {
    grammar: { syntax: GETOPT, short: '+r:t:u:l:c', long: 'role: type: user: range: compute help version', effects: { '--help --version': STOP } },
    operands: ['skip'],
    operandsUnless: ['-r', '-t', '-u', '-l', '-c', '--role', '--type', '--user', '--range', '--compute'],
  },

  // ---- util-linux 2.38.1 (bsdutils for script) ----
  setsid: { grammar: { syntax: GETOPT, short: '+Vhcfw', long: 'ctty fork wait version help', effects: { '-h --help -V --version': STOP } } },
  // `taskset MASK cmd`; `-p` acts on a running process (checked: `taskset -p 1 echo x` is refused).
  taskset: {
    grammar: { syntax: GETOPT, short: '+apchV', long: 'all-tasks pid cpu-list help version', effects: { '-p --pid -h --help -V --version': STOP } },
    operands: ['skip'],
  },
  // `chrt [options] PRIORITY cmd` (2.38 always wants the priority: `chrt -o echo` is refused); `-p` and `-m` run nothing.
  chrt: {
    grammar: {
      syntax: GETOPT,
      short: '+abdD:fiphmoP:T:rRvV',
      long: 'all-tasks batch deadline fifo idle pid help max other rr sched-runtime: sched-period: sched-deadline: reset-on-fork verbose version',
      effects: { '-p --pid -m --max -h --help -V --version': STOP },
    },
    operands: ['skip'],
  },
  ionice: {
    grammar: {
      syntax: GETOPT,
      short: '+n:c:p:P:u:tVh',
      long: 'classdata: class: help ignore pid: pgid: uid: version',
      effects: { '-p --pid -P --pgid -u --uid -h --help -V --version': STOP },
    },
  },
  // `flock FILE cmd…`, `flock FILE -c SCRIPT` (exactly `-c` or `--command`, right after FILE, then one word:
  // checked: `--comm` is run as a program, `-c` before FILE is refused), `flock FD` runs nothing.
  flock: {
    grammar: {
      syntax: GETOPT,
      short: '+sexnoFuw:E:hV?',
      long: 'shared exclusive unlock nonblocking|nb timeout|wait: conflict-exit-code: close no-fork verbose help version',
      effects: { '-h -? --help -V --version': STOP },
    },
    operands: ['skip'],
    scriptAfterOperands: ['-c', '--command'],
  },
  unshare: {
    grammar: {
      syntax: GETOPT,
      short: '+fhVmuinpCTUrR:w:S:G:c',
      long:
        'help version mount:: uts:: ipc:: net:: pid:: user:: cgroup:: time:: fork kill-child:: mount-proc:: map-user: map-users: map-group: map-groups: ' +
        'map-root-user map-current-user map-auto propagation: setgroups: keep-caps setuid: setgid: root: wd: monotonic: boottime:',
      effects: { '-R --root': { unread: 'unshare --root runs it in another root directory' }, '-w --wd': CHDIR, '-h --help -V --version': STOP },
    },
    withoutCommand: 'shell',
  },
  // (Entering pid 1's namespaces is not permitted here: grammar dumped, effects from nsenter(1).)
  // Another process's namespaces: its mount namespace (-m, -a) or root (-r) shows other files; -w without a value is its directory.
  nsenter: {
    grammar: {
      syntax: GETOPT,
      short: '+ahVt:m::u::i::n::p::C::U::T::S:G:r::w::W:FZ',
      long: 'all help version target: mount:: uts:: ipc:: net:: pid:: user:: cgroup:: time:: setuid: setgid: root:: wd:: wdns: no-fork preserve-credentials follow-context',
      effects: {
        '-a --all -m --mount': { unread: "nsenter runs it in another process's mount namespace" },
        '-r --root': { unread: 'nsenter --root runs it in another root directory' },
        '-w --wd -W --wdns': CHDIR,
        '-h --help -V --version': STOP,
      },
    },
    withoutCommand: 'shell',
  },
  prlimit: {
    grammar: {
      syntax: GETOPT,
      short: '+c::d::e::f::i::l::m::n::q::r::s::t::u::v::x::y::p:o:vVh',
      long: 'pid: output: as:: core:: cpu:: data:: fsize:: locks:: memlock:: msgqueue:: nice:: nofile:: nproc:: rss:: rtprio:: rttime:: sigpending:: stack:: version help noheadings raw verbose',
      // `--pid` with a command is refused; without one it shows or sets that process's limits.
      effects: { '-p --pid -h --help -V --version': STOP },
    },
  },
  setpriv: {
    grammar: {
      syntax: GETOPT,
      short: '+dhV',
      long:
        'dump nnp|no-new-privs inh-caps: ambient-caps: list-caps ruid: euid: rgid: egid: reuid: regid: clear-groups keep-groups init-groups groups: ' +
        'bounding-set: securebits: pdeathsig: selinux-label: apparmor-profile: help reset-env version',
      effects: { '-d --dump --list-caps -h --help -V --version': STOP, '--reset-env': CLEARS_ENV },
    },
  },
  su: { grammar: { ...SU_GRAMMAR, effects: { ...SU_GRAMMAR.effects, '-u --user': STOP } }, dashOperand: LOGIN, read: readUserShell },
  runuser: { grammar: SU_GRAMMAR, dashOperand: LOGIN, read: readUserShell },
  // `script [options] [FILE]`: the operand is its log file; `-c` is what it runs, else an interactive shell.
  script: {
    grammar: {
      syntax: GETOPT,
      short: 'aB:c:eE:fI:O:o:qm:T:t::Vh',
      long: 'append command: echo: return flush force log-in: log-out: log-io: log-timing: logging-format: output-limit: quiet timing:: version help',
      effects: { '-c --command': SCRIPT, '-h --help -V --version': STOP },
    },
    runs: 'options-only',
    withoutCommand: 'shell',
  },
  // `setarch [ARCH] [options] [cmd]`: only setarch itself takes the ARCH, before its options (checked: `setarch x86_64 -R echo`).
  setarch: { ...SETARCH, leadingOperand: true },
  linux32: SETARCH,
  linux64: SETARCH,
  i386: SETARCH,
  x86_64: SETARCH,
  uclampset: {
    grammar: {
      syntax: GETOPT,
      short: '+asRp:hm:M:vV',
      long: 'all-tasks pid: system reset-on-fork help verbose version',
      effects: { '-p --pid -s --system -h --help -V --version': STOP },
    },
  },
  // `hn:p:V` without `+`: options after the command are choom's own (its usage puts `--` before the command).
  choom: { grammar: { syntax: GETOPT, short: 'hn:p:V', long: 'adjust: pid: help version', effects: { '-p --pid -h --help -V --version': STOP } } },

  // ---- findutils 4.9.0 ----
  find: { read: readFind },
  // `+0a:E:e::i::I:l::L:n:oprs:txP:d:`; `-i` alone and `--replace` alone mean `{}` (checked: `xargs -iZZ echo [ZZ]`);
  // without a command it runs echo. `-a FILE` takes the items from FILE instead of standard input: read the same way.
  xargs: {
    grammar: {
      syntax: GETOPT,
      short: '+0a:E:e::i::I:l::L:n:oprs:txP:d:',
      long: 'null arg-file: delimiter: eof:: replace:: max-lines:: max-args: open-tty interactive no-run-if-empty max-chars: verbose show-limits exit max-procs: process-slot-var: version help',
      effects: { '-I -i --replace': { replace: '{}' }, '--help --version': STOP },
    },
    runs: 'stdin-items',
    withoutCommand: ['echo'],
  },

  // ---- moreutils 0.67 ----
  // Getopt::Std `ev`, which only warns about an unknown option.
  chronic: { grammar: posix('ev', undefined, LENIENT_GETOPT) },
  // Only `-n`, and only as the first word (checked: `ifne -- echo` runs `--`).
  ifne: { grammar: { syntax: EXACT_WORDS, short: 'n' } },
  pee: { read: readPee },
  mispipe: { read: readMispipe },
  // `lckdo [options] LOCKFILE program [args]`, getopt `+wW:neE:sxtq`.
  lckdo: { grammar: posix('+wW:neE:sxtq'), operands: ['skip'] },
  zrun: { read: readZrun },
  'parallel.moreutils': { grammar: posix('+hij:l:n:', { '-h': STOP }), read: readMoreutilsParallel },

  // ---- procps 4.0.2 ----
  // `+bced::ghq:n:pvtwx`; the words are joined and run with `sh -c` unless `-x` (checked: `watch -g 'date;' touch f` runs touch).
  watch: {
    grammar: {
      syntax: GETOPT,
      short: '+bced::ghq:n:pvtwx',
      long: 'color differences:: help interval: beep errexit chgexit equexit: exec precise no-title no-wrap version',
      effects: { '-x --exec': { exec: true }, '-h --help -v --version': STOP },
    },
    runs: 'joined-script',
  },

  // ---- sudo 1.9.13p3 ----
  // `+Aa:BbC:c:D:Eeg:Hh::iKklNnPp:R:r:SsT:t:U:u:Vv`. `-h` alone is help, `-h HOST` takes the next word that is no
  // option, and a host is refused unless listing (checked). `-s`/`-i` run the command through a shell, `-i` in the
  // user's home. Whether sudo resets the environment is up to sudoers, so it is not said here.
  sudo: {
    grammar: {
      syntax: GETOPT,
      short: '+Aa:BbC:c:D:Eeg:Hh:?iKklNnPp:R:r:SsT:t:U:u:Vv',
      long:
        'background preserve-env:: edit set-home login remove-timestamp list preserve-groups shell other-user: validate askpass auth-type: bell ' +
        'close-from: login-class: chdir: group: help host: reset-timestamp no-update non-interactive prompt: chroot: role: stdin command-timeout: type: user: version',
      effects: {
        '-e --edit -l --list -v --validate -K --remove-timestamp -V --version --help -h --host': STOP,
        '-D --chdir': CHDIR,
        '-R --chroot': { unread: 'sudo --chroot runs it in another root directory' },
        '-s --shell': { shell: 'sudo' },
        '-i --login': { shell: 'sudo', chdir: null },
      },
    },
    assignments: 'sudo',
  },
  // sudoedit edits files with the user's editor: no command of the words runs.
  sudoedit: { read: () => [] },
  // OpenDoas 6.8.2, getopt `+C:Lnsu:` (checked: `doas -s echo` is refused, `doas -C conf cmd` only checks).
  doas: { grammar: posix('+C:Lnsu:', { '-C -L': STOP, '-s': READS_STDIN_SHELL('doas -s') }) },
  // polkit 122 (its parsing run; no authorization here): exact words only (checked: `pkexec --`, `pkexec --user=root` are run as programs). It starts the
  // program in the user's home with a minimal environment unless `--keep-cwd`; without one it starts a shell.
  pkexec: {
    grammar: {
      syntax: EXACT_WORDS,
      short: 'u:',
      long: 'version help disable-internal-agent keep-cwd user:',
      effects: { '--version --help': STOP, '--keep-cwd': { keepsDirectory: true } },
    },
    always: { clearsEnv: true, chdir: null },
    withoutCommand: 'shell',
  },

  // ---- openssh-client 9.2p1 ----
  // getopt `1246ab:c:e:fgi:kl:m:no:p:qstvxAB:CD:E:F:GI:J:KL:MNO:P:Q:R:S:TVw:W:XYy`.
  ssh: { grammar: posix('1246ab:c:e:fgi:kl:m:no:p:qstvxAB:CD:E:F:GI:J:KL:MNO:P:Q:R:S:TVw:W:XYy', { '-V -G -Q': STOP }), read: readSsh },
  // getopt `cDdksE:a:O:P:t:` (checked: `ssh-agent -a SOCK -- echo` runs echo); without a command it only starts.
  'ssh-agent': { grammar: posix('cDdksE:a:O:P:t:', { '-k -d -D': STOP }) },
  // sshpass 1.09, getopt `+f:d:p:P:heVv`.
  sshpass: { grammar: posix('+f:d:p:P:heVv', { '-h -V': STOP }) },

  // ---- GNU parallel 20221122 ----
  parallel: GNU_PARALLEL,
  // `sem` is a link to parallel: `parallel --semaphore`.
  sem: GNU_PARALLEL,
  // niceload (same package; options from its GetOptions table, not run; Getopt::Long, bundling, require_order).
  niceload: {
    grammar: {
      syntax: GETOPT_LONG_PERL,
      short: 'Df:HSI:L:l:M:Nn:p:s:t:qhvVB',
      long:
        'debug factor: hard soft sensor: si|sio|startio|start-io: ri|rio|runio|run-io: io: sl|startload|start-load: rl|runload|run-load: load: ' +
        'sm|startmem|start-mem: rm|runmem|run-mem: mem: sn|startnoswap|start-noswap|start-no-swap rn|runnoswap|run-noswap|run-no-swap noswap battery net ' +
        'nethops: baseline nice: program|prg: process|pid: suspend: recheck: quote help verbose version',
      effects: { '-p --process -h --help -V --version': STOP },
    },
  },

  // ---- tracers and debuggers ----
  // strace 6.1, `+a:Ab:cCdDe:E:fFhiI:kno:O:p:P:qrs:S:tTu:U:vVwxX:yYzZ`; `-E NAME=value` sets, `-E NAME` unsets.
  // `-p PID` attaches and still runs a command given (checked).
  strace: {
    grammar: {
      syntax: GETOPT,
      short: '+a:Ab:cCdDe:E:fFhiI:kno:O:p:P:qrs:S:tTu:U:vVwxX:yYzZ',
      long: STRACE_LONG,
      effects: { '-E --env': ENV, '-h --help -V --version': STOP },
    },
  },
  // ltrace 0.7.3, `+cfhiLrStTVbCa:A:D:e:F:l:n:o:p:s:u:x:X:`.
  ltrace: {
    grammar: {
      syntax: GETOPT,
      short: '+cfhiLrStTVbCa:A:D:e:F:l:n:o:p:s:u:x:X:',
      long: 'align: config: debug: demangle indent: help library: output: version no-signals',
      effects: { '-h --help -V --version': STOP },
    },
  },
  // valgrind 3.19.0 (from `--help`): every option is one word (`--tool=memcheck`), and it stops at the program.
  valgrind: { grammar: { syntax: ONE_WORD_OPTIONS, effects: { '-h --help --help-debug --help-dyn-options --version': STOP } } },
  // gdb 13.1 (options dumped; its start-up commands from the gdb manual).
  gdb: {
    grammar: { syntax: GETOPT_LONG_ONLY, long: GDB_LONG, effects: { '--help --version --configuration': STOP, '--args': { command: true }, '--cd': CHDIR } },
    read: readGdb,
  },
  // catchsegv (glibc 2.34 and before; gone from glibc 2.35, so not on Debian 12: from its script): `catchsegv PROGRAM ARGS`.
  catchsegv: { grammar: { syntax: EXACT_WORDS, long: 'help version', effects: { '--help --version': STOP } } },
  // GNU time 1.9, `+af:o:pqvV`.
  time: {
    grammar: {
      syntax: GETOPT,
      short: '+af:o:pqvV',
      long: 'append format: help output-file: portability quiet verbose version',
      effects: { '-V --version --help': STOP },
    },
  },

  // ---- scheduling, limits, cgroups, sandboxes ----
  // numactl 2.0.16; `--shm`, `--file`, `--shmid` set a policy on shared memory and run nothing.
  numactl: {
    grammar: {
      syntax: GETOPT,
      short: '+ai:p:P:c:N:C:m:slbHS:f:o:L:tM:dDI:uTV',
      long: 'all interleave: preferred: preferred-many: cpubind: cpunodebind: physcpubind: membind: show localalloc balancing hardware shm: file: offset: length: strict shmmode: dump dump-nodes shmid: huge touch verify',
      effects: { '-s --show -H --hardware -S --shm -f --file -I --shmid': STOP },
    },
  },
  // cgroup-tools 2.0.2, `+g:sh`.
  cgexec: { grammar: { syntax: GETOPT, short: '+g:sh', long: 'sticky help', effects: { '-h --help': STOP } } },
  // (No service manager runs on this machine: grammar dumped, behaviour from systemd-run(1) and systemd.exec(5).)
  'systemd-run': {
    grammar: {
      syntax: GETOPT,
      short: '+hrH:M:E:p:tPqGdSu:',
      long: SYSTEMD_RUN_LONG,
      effects: {
        '-h --help --version': STOP,
        '-H --host': { unread: 'systemd-run --host runs it on another machine' },
        '-M --machine': { unread: 'systemd-run --machine runs it in a container' },
        '-E --setenv': ENV,
        '-p --property': { unitProperty: true },
        '--working-directory': CHDIR,
        '-S --shell': READS_STDIN_SHELL('systemd-run --shell'),
      },
    },
    read: readSystemdRun,
  },
  'systemd-inhibit': {
    grammar: {
      syntax: GETOPT,
      short: '+h',
      long: 'help version what: who: why: mode: list no-pager no-legend',
      effects: { '-h --help --version --list': STOP },
    },
  },
  // dbus 1.14.10: `--dbus-daemon BIN` and `--dbus-daemon=BIN` both work, no abbreviations (checked: `--conf=x` is refused).
  'dbus-run-session': {
    grammar: { syntax: { ...GOPTION, bundling: false }, long: 'config-file: dbus-daemon: help version', effects: { '--help --version': STOP } },
  },
  // dbus-x11 1.14.10: its own loop; without a program it starts a bus and prints its address.
  'dbus-launch': {
    grammar: {
      syntax: { ...GOPTION, bundling: false },
      long: 'version help sh-syntax csh-syntax auto-syntax binary-syntax close-stderr exit-with-session exit-with-x11 autolaunch: config-file:',
      effects: { '--version --help': STOP },
    },
  },
  // xvfb 21.1.7's xvfb-run (the script read): getopt(1) `+ae:f:hn:lp:s:w:`.
  'xvfb-run': {
    grammar: {
      syntax: GETOPT,
      short: '+ae:f:hn:lp:s:w:',
      long: 'auto-servernum error-file: auth-file: help server-num: listen-tcp xauth-protocol: server-args: wait:',
      effects: { '-h --help': STOP },
    },
  },
  // fakeroot 1.31: getopt(1) `+l:f:i:s:ub:vh`; without a command it starts $SHELL.
  fakeroot: {
    grammar: {
      syntax: GETOPT,
      short: '+l:f:i:s:ub:vh',
      long: 'lib: faked: unknown-is-real fd-base: version help',
      effects: { '-v --version -h --help': STOP },
    },
    withoutCommand: 'shell',
  },
  // faketime 0.9.10: exact words, then the timestamp, then the program (checked: `faketime -- 2020-01-01 date`
  // takes `--` as the timestamp; `-mf` is a timestamp too).
  faketime: {
    grammar: { syntax: EXACT_WORDS, short: 'mfp:hv', long: 'exclude-monotonic date-prog: help version', effects: { '-h --help -v --version': STOP } },
    operands: ['skip'],
  },
  // eatmydata 130: a shell script that takes one optional `--`.
  eatmydata: { grammar: { syntax: { ...EXACT_WORDS, dashDash: true } } },
  // expect 5.45.4's unbuffer: only `-p` before the program.
  unbuffer: { grammar: { syntax: EXACT_WORDS, short: 'p' } },
  // firejail 0.9.72 (not run: `--help` and firejail(1)): each option is one word (`--name` or `--name=value`); it keeps the directory unless the home
  // is replaced (`--private`) or named (`--private-cwd`).
  firejail: {
    grammar: {
      syntax: ONE_WORD_OPTIONS,
      effects: {
        '--help -? --version --list --tree --top --netstats --debug-caps --debug-errnos --debug-protocols --debug-syscalls --debug-syscalls32 --ids-check --ids-init':
          STOP,
        '--ls --get --put --shutdown --bandwidth --cat --dns.print --fs.print --caps.print --cpu.print --netfilter.print --netfilter6.print --protocol.print --seccomp.print --apparmor.print --profile.print':
          STOP,
        '--join --join-or-start --join-network --join-filesystem': { unread: 'firejail --join runs it in a sandbox already running' },
        '--chroot': { unread: 'firejail --chroot runs it in another root directory' },
        '--private --private-cwd': { chdir: null },
        '--env': ENV,
      },
    },
    withoutCommand: 'shell',
  },
  // bubblewrap 0.8.0: exact `--name` words, each with its values (checked: `--chdir=/usr` and `--bin` are refused).
  // It keeps the directory if the sandbox has it; a mount of one path on another shows other files there.
  bwrap: {
    grammar: {
      syntax: BWRAP_WORDS,
      long: BWRAP_LONG,
      effects: {
        '--help --version': STOP,
        '--args': { unread: 'bwrap --args reads more options from a file descriptor' },
        '--chdir': CHDIR,
        '--clearenv': { clearsEnv: 'in-order' },
        '--setenv': { env: 'pair' },
        '--bind --bind-try --dev-bind --dev-bind-try --ro-bind --ro-bind-try': { remaps: true },
        '--bind-fd --ro-bind-fd --overlay': { unread: 'bwrap mounts a directory the words do not name' },
      },
    },
  },
  // tini 0.19.0: getopt `p:hvwgle:s` without `+`, so options after the program are tini's (checked: `tini -s echo hi -v`).
  tini: { grammar: { syntax: GETOPT, short: 'p:hvwgle:s', long: 'version', effects: { '-h -l --version': STOP } } },
  // dumb-init 1.2.5, `+hvVcr:`.
  'dumb-init': {
    grammar: { syntax: GETOPT, short: '+hvVcr:', long: 'help single-child rewrite: verbose version', effects: { '-h --help -V --version': STOP } },
  },
  // gosu 1.14: `gosu USER-SPEC COMMAND…`, no `--` (checked: `gosu root -- echo` runs `--`).
  gosu: { grammar: { syntax: EXACT_WORDS, short: 'hv?', long: 'help version', effects: { '-h -v -? --help --version': STOP } }, operands: ['skip'] },
  // su-exec (Alpine; from its README, not packaged in Debian): `su-exec USER-SPEC COMMAND…`, no options.
  'su-exec': { operands: ['skip'] },
  // runit 2.1.2's chpst, djb getopt `u:U:b:e:m:d:o:p:f:c:r:t:/:n:l:L:vP012V`: `-e DIR` loads settings from files, `-/ DIR` is a new root.
  chpst: {
    grammar: posix('u:U:b:e:m:d:o:p:f:c:r:t:/:n:l:L:vP012V', { '-e': ENV_FILE, '-/': { unread: 'chpst -/ runs it in another root directory' }, '-V': STOP }),
  },
  // daemontools 0.76: `setuidgid ACCOUNT child`, `envuidgid ACCOUNT child`, `envdir DIR child`, `softlimit [opts] child`,
  // `setlock [-nNxX] FILE child`, `pgrphack child`, `fghack child` (checked: `setuidgid root -- echo` runs `--`).
  setuidgid: { operands: ['skip'] },
  envuidgid: { operands: ['skip'] },
  envdir: { operands: ['env-file'] },
  softlimit: { grammar: posix('a:c:d:f:l:m:o:p:r:s:t:') },
  setlock: { grammar: posix('nNxX'), operands: ['skip'] },
  pgrphack: {},
  fghack: {},
  // nocache 1.1: a bash script, getopts `n:D:f`.
  nocache: { grammar: posix('n:D:f', undefined, LENIENT_GETOPT) },
  // trickle 1.07, BSD getopt `hvVsw:n:u:d:t:l:L:P:` (checked: `trickle -s -d 100 echo tr -v` passes `-v`).
  trickle: { grammar: posix('hvVsw:n:u:d:t:l:L:P:', { '-h -V': STOP }) },
  // torsocks 2.4.0: a shell script's own loop; a first word `on`, `off`, `show` or `sh` changes or prints the shell's setting.
  torsocks: {
    grammar: {
      syntax: EXACT_WORDS,
      short: 'hu:p:a:P:i6dq',
      long: 'help user: pass: address: port: isolate ipv6 debug quiet shell version',
      effects: { '-h --help --version': STOP, '--shell': READS_STDIN_SHELL('torsocks --shell') },
    },
    subcommands: { 'on off show sh': null },
    otherSubcommand: 'command',
  },
  proxychains4: { read: readProxychains },
  proxychains: { read: readProxychains },
  // flatpak-xdg-utils 1.0.5's flatpak-spawn (option parsing run; nothing spawned, no portal here): GOption in POSIX order (checked: `flatpak-spawn echo --bogus` passes `--bogus`).
  'flatpak-spawn': {
    grammar: {
      syntax: GOPTION,
      short: 'vh',
      long:
        'verbose forward-fd: clear-env watch-bus expose-pids share-pids env: unset-env: env-fd: latest-version sandbox no-network sandbox-expose: ' +
        'sandbox-expose-ro: sandbox-expose-path: sandbox-expose-path-ro: sandbox-expose-path-try: sandbox-expose-path-ro-try: sandbox-flag: host directory: app-path: usr-path: help',
      effects: { '-h --help': STOP, '--clear-env': CLEARS_ENV, '--env': ENV, '--env-fd': ENV_FILE, '--directory': CHDIR },
    },
  },
  // libcap2-bin 2.66.
  capsh: { read: readCapsh },
  // daemonize 1.7.8, getopt `ac:e:E:o:p:u:l:v`: the daemon starts in `/` unless `-c DIR` (checked).
  daemonize: { grammar: posix('ac:e:E:o:p:u:l:v', { '-c': CHDIR, '-E': ENV }), always: { chdir: '/' } },
  // timelimit 1.9.2, getopt `+lqpS:s:T:t:-:` (`--features` lists its features).
  timelimit: { grammar: { syntax: GETOPT, short: '+lqpS:s:T:t:', long: 'features', effects: { '--features': STOP } } },
  entr: { grammar: posix('acdnprsz'), read: readEntr },
  sg: { read: readSg },
  // busybox 1.35.0, toybox 0.8.9.
  busybox: { read: readMulticall },
  toybox: { read: readMulticall },
  // macOS (from its man page): `caffeinate [-disu] [-t timeout] [-w pid] [utility args]`, `sandbox-exec [-f file] [-n name] [-p profile] [-D k=v] command`.
  caffeinate: { grammar: posix('dimsut:w:') },
  'sandbox-exec': { grammar: posix('f:n:p:D:') },
  // iproute2 6.1 (ip-netns(8), ip-vrf(8)).
  ip: { read: readIpExec },

  // ---- language tools ----
  // npm 11.19.1: `npx` stops at the command (checked: `npx echo hi -v` passes `-v`); `-c` runs a script with sh.
  npx: { grammar: { syntax: { ...CLAP, abbreviations: true }, short: 'p:c:yw:qsdhv', long: NPM_LONG, effects: NPM_EFFECTS } },
  // `npm exec` reads npm's options anywhere before `--` (checked: `npm exec echo x -v` prints npm's version).
  // `npm explore PKG -- CMD` runs CMD through the shell in the package's directory.
  npm: {
    grammar: { syntax: { ...NOPT, abbreviations: true }, short: 'p:c:yw:qsdhv', long: NPM_LONG, effects: NPM_EFFECTS },
    subcommands: { 'exec x': {}, explore: { operands: ['skip'], runs: 'joined-script', always: { chdir: null }, withoutCommand: 'shell' } },
  },
  // pnpm 12.23.0: options before the command (checked: `pnpm exec echo pe -r` passes `-r`, `pnpm -C sub exec pwd`).
  pnpm: {
    grammar: PNPM_GRAMMAR,
    subcommands: { exec: { grammar: PNPM_GRAMMAR }, dlx: PNPM_DLX, [PNPM_COMMANDS]: null },
    otherSubcommand: 'command',
  },
  pnpx: PNPM_DLX,
  pnx: PNPM_DLX,
  // yarn 1.22.22 reads its options anywhere (checked: `yarn exec echo x -f` eats `-f`); `yarn run` runs scripts and
  // dependencies' binaries, never a PATH command. Yarn 2+ (from its docs): `yarn exec` and `yarn dlx` likewise.
  yarn: {
    grammar: {
      syntax: NOPT,
      short: 'shv',
      long: 'cwd: silent verbose offline prefer-offline no-progress network-timeout: mutex: cache-folder: modules-folder: global-folder: registry: ignore-engines json non-interactive frozen-lockfile production emoji: ignore-scripts help version',
      effects: { '-h --help -v --version': STOP },
    },
    subcommands: { exec: {}, dlx: {} },
  },
  // uv (from its CLI reference, 0.8): `uv [options] run [options] COMMAND…`; `--directory` changes directory first.
  uv: {
    grammar: { syntax: CLAP, short: 'qvnhV', long: UV_GLOBAL_LONG, effects: UV_EFFECTS },
    subcommands: { run: UV_RUN, tool: { subcommands: { run: UV_RUN } } },
  },
  uvx: UV_RUN,
  // Poetry 1.3.2: `poetry [options] run [options] [--] CMD…`, everything after the command passes through (checked).
  // `-C DIR` names the project; 1.3.2 keeps the directory (checked), later versions are not pinned down here.
  poetry: {
    grammar: {
      syntax: CLAP,
      short: 'C:P:qvnhV',
      long: 'directory: project: quiet verbose no-interaction ansi no-ansi no-plugins no-cache help version',
      effects: { '-h --help -V --version': STOP },
    },
    subcommands: {
      run: {
        grammar: { syntax: CLAP, short: 'qvnh', long: 'quiet verbose no-interaction ansi no-ansi no-plugins no-cache help', effects: { '-h --help': STOP } },
      },
      shell: { read: () => [{ kind: 'unread', why: 'poetry shell starts a shell that reads its commands from standard input' }] },
    },
  },
  // pipenv 2022.12.19 (click): `pipenv run [options] CMD…`; it loads `.env` by itself.
  pipenv: {
    grammar: {
      syntax: CLAP,
      short: 'vqh',
      long: 'where venv py envs rm bare man support site-packages python: clear verbose quiet pypi-mirror: version help',
      effects: { '--where --venv --py --envs --rm --man --support --version -h --help': STOP },
    },
    subcommands: {
      run: {
        grammar: { syntax: CLAP, short: 'qvh', long: 'python: three clear quiet verbose pypi-mirror: help', effects: { '-h --help': STOP } },
        alwaysEnv: ['.env'],
      },
      shell: { read: () => [{ kind: 'unread', why: 'pipenv shell starts a shell that reads its commands from standard input' }] },
    },
  },
  // bundler 2.3.15: `bundle exec [--keep-file-descriptors] [--gemfile=FILE] CMD…`, everything after the command passes through (checked).
  bundle: {
    grammar: { syntax: CLAP, short: 'hvV', long: 'help version no-color verbose retry:', effects: { '-h --help -v --version': STOP } },
    subcommands: { 'exec e': { grammar: { syntax: CLAP, long: 'keep-file-descriptors gemfile:' } } },
  },
  // mise (its CLI reference, 2024–2026): `mise [-C DIR] exec|x [FLAGS] [TOOL@VERSION]… [-- COMMAND…]`; flags may
  // follow the tools, the command only after `--`; the environment of mise.toml is loaded.
  mise: {
    grammar: {
      syntax: CLAP,
      short: 'C:E:j:qvyhV',
      long: 'cd: env: jobs: quiet verbose yes raw trace debug log-level: silent locked offline help version',
      effects: { '-C --cd': CHDIR, '-h --help -V --version': STOP },
    },
    subcommands: {
      'exec x': {
        grammar: {
          syntax: { ...CLAP, order: 'permute' },
          short: 'c:j:C:E:qvh',
          long: 'command: jobs: cd: env: fresh-env no-prepare raw quiet verbose help',
          effects: { '-c --command': SCRIPT, '-C --cd': CHDIR, '-h --help': STOP },
        },
        commandAfterDashDash: true,
        alwaysEnv: ['mise.toml'],
      },
    },
  },
  // asdf (0.14 and the 0.16 rewrite, from their docs): `asdf exec COMMAND [ARGS…]` runs the command's shim.
  asdf: { subcommands: { exec: {} } },
  // direnv 2.32.1: `direnv exec DIR COMMAND…` loads DIR's .envrc and stays in this directory (checked).
  direnv: { subcommands: { exec: { operands: ['env-file'] } } },
  // Nix 2.8.0 (not run: no Nix store here; from nix-shell(1) and the nix manual): nix-shell reads its options anywhere; only `--run` and `--command` run something, else a shell.
  'nix-shell': {
    grammar: {
      syntax: NIX_ARGS,
      short: 'A:EI:j:kKpQvi:',
      long: `${NIX_COMMON_LONG} run: command: attr: packages pure keep: exclude: no-build-output repair readonly-mode add-root: indirect`,
      effects: { '--run --command': SCRIPT, '--help --version': STOP },
    },
    runs: 'options-only',
    withoutCommand: 'shell',
  },
  nix: {
    grammar: {
      syntax: NIX_ARGS,
      short: 'c:*f:I:Lvj:k:u:i',
      long: `${NIX_COMMON_LONG} command:* keep: unset: ignore-environment phase: unpack configure build check install installcheck`,
      effects: { '-c --command': { command: true }, '-i --ignore-environment': CLEARS_ENV, '--help --version': STOP },
    },
    read: readNix,
  },
  // devbox (its CLI reference, 0.13): `devbox run [flags] SCRIPT|COMMAND [ARGS…]`, flags before the command; it loads
  // devbox.json's environment.
  devbox: {
    subcommands: {
      run: {
        grammar: {
          syntax: CLAP,
          short: 'c:e:qlh',
          long: 'config: env: env-file: environment: pure quiet omit-nix-env list help',
          effects: { '-c --config': { chdir: null }, '-e --env': ENV, '--env-file': ENV_FILE, '--pure': CLEARS_ENV, '-l --list -h --help': STOP },
        },
        alwaysEnv: ['devbox.json'],
      },
    },
  },
  // conda (its CLI reference, 24.x; argparse with a REMAINDER command): `conda run [-n ENV | -p PREFIX] [--cwd DIR] CMD…`.
  conda: {
    subcommands: {
      run: {
        grammar: {
          syntax: ARGPARSE,
          short: 'n:p:vh',
          long: 'name: prefix: cwd: no-capture-output live-stream verbose dev debug-wrapper-scripts help',
          effects: { '--cwd': CHDIR, '-h --help': STOP },
        },
      },
    },
  },
  // dotenv-cli 11.0.0 (minimist: every option takes the next word unless it starts with `-`) and dotenv 18's
  // `dotenv run [opts] [--] CMD…` (both checked).
  dotenv: {
    grammar: {
      syntax: { ...NOPT, unknown: 'unread' },
      // `-f`/`--file` are dotenv 18's, read here so that `dotenv run -f F -- cmd` reads on.
      short: 'e:?v:?p:?c:?o:?q:?f:?',
      long: 'help:? debug:? quiet:? no-expand override:? file:?',
      effects: { '-e -f --file': ENV_FILE, '-v': ENV, '-c': ENV_FILE, '-p --help --debug': STOP },
    },
    alwaysEnv: ['.env'],
    subcommands: {
      run: {
        grammar: { syntax: CLAP, short: 'qf:h', long: 'help quiet debug override fast file:', effects: { '-f --file': ENV_FILE, '-h --help': STOP } },
        alwaysEnv: ['.env'],
      },
    },
    otherSubcommand: 'command',
  },
  // cross-env 10.1.0: no options; an argument with `\w=` anywhere sets a variable (checked: `a-b=1` sets `b`).
  'cross-env': { assignments: 'loose' },
  'cross-env-shell': { assignments: 'loose', runs: 'joined-script' },
  // env-cmd 11.0.0 (commander): stops at the command (checked: `env-cmd -f .env echo hi -x` passes `-x`); `--use-shell` joins it into a script.
  'env-cmd': {
    grammar: {
      syntax: CLAP,
      short: 'e:+f:?xvh',
      long: 'environments:+ file:? expand-envs recursive fallback no-override silent use-shell verbose help version',
      effects: { '-e --environments -f --file': ENV_FILE, '--use-shell': { shell: 'joined' }, '-h --help -v --version': STOP },
    },
    alwaysEnv: ['.env'],
  },
  // 1Password CLI 2 (its reference; cobra): `op run [--env-file F] [--no-masking] -- CMD…`.
  op: {
    grammar: {
      syntax: PFLAG,
      long: 'env-file: no-masking environment: account: cache config: debug encoding: format: iso-timestamps no-color session: help version',
      short: 'h',
      effects: { '--env-file --environment': ENV_FILE, '-h --help --version': STOP },
    },
    subcommands: { run: {} },
  },
  // Doppler CLI 3 (its reference; cobra): `doppler run [flags] -- CMD…`, or `--command STRING` for a shell.
  doppler: {
    grammar: {
      syntax: PFLAG,
      short: 'p:c:h',
      long:
        'command: project: config: token: scope: config-dir: debug json silent no-check-version api-host: dashboard-host: no-verify-tls no-timeout timeout: ' +
        'attempts: enable-dns-resolver dns-resolver-address: print-config no-read-env configuration: fallback: fallback-only fallback-readonly no-fallback no-cache ' +
        'mount: mount-format: mount-template: mount-max-reads: preserve-env forward-signals name-transformer: only-secrets: watch no-exit-on-write-failure help version',
      effects: { '--command': SCRIPT, '-h --help --version': STOP },
    },
    subcommands: { run: {} },
  },
  // aws-vault 7 (its usage; kingpin): `aws-vault exec [flags] PROFILE [CMD [ARGS…]]`; without a command it starts $SHELL.
  'aws-vault': {
    grammar: {
      syntax: CLAP,
      long: 'debug backend: prompt: keychain: secret-service-collection: pass-dir: pass-cmd: pass-prefix: file-dir: help version',
      effects: { '--help --version': STOP },
    },
    subcommands: {
      // kingpin reads flags after the profile too, and takes `--` anywhere.
      exec: {
        grammar: {
          syntax: { ...CLAP, order: 'permute' },
          short: 'd:nt:jsh',
          long: 'duration: no-session region: mfa-token: json server ec2-server ecs-server lazy stdout help',
          effects: { '-h --help -j --json': STOP },
        },
        operands: ['skip'],
        withoutCommand: 'shell',
      },
    },
  },
};
