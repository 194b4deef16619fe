import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { warmCache } from './ask-bearing';
import { runProcess } from './proc';

/**
 * The sandbox a row runs in (test/support/reality, after /work/shared/reference/guard-reality.md). One folder:
 *
 *   origin.git/  bare; main master develop prod production feature/x at commit A (bearing.config.json = the row's
 *                config and a line break, README.md, sub/.keep, packages/payments/api/.keep)
 *   repo/        a clone of it (with an empty .git/hooks/); the row's branch checked out one commit ahead of A (B adds
 *                work.txt); bearing's state as a started session leaves it, in the git directory:
 *                .git/bearing/sessions/claude-code/s1.json; and a `.bearing/` folder that is not bearing's (.gitignore
 *                `*`, as an older bearing left it, and test-engineering/handoff.md, what agents write there): ordinary
 *                files, there to be lost harmlessly
 *   home/        the command's HOME: .gitconfig (identity, core.editor `true`), .config/bearing/config.json (`{}`),
 *                .cache/bearing/ (bearing's user cache: bearing is asked with it, warm from a first call)
 *   seed/        another project's bearing.config.json (guard switched off), x.json, tmpl/{bearing.config.json,x.json},
 *                seed.tar and config.tar (each holding that bearing.config.json; config.tar is the red team's name)
 *   bin/         first on PATH: gh, glab, hub, git-town stubs appending their argv (a JSON array a line) to ../stub.log
 *
 * The git part is built once per distinct shape as a template and copied per row (`cp -a`).
 */
export interface SandboxShape {
  /** The branch checked out (at B), or `detached` (HEAD detached at B, branch `work` there too). */
  readonly on: string;
  /** bearing.config.json as committed at A. */
  readonly config: string;
  /** Local main at A tracking origin/main, as a clone leaves it (the recipe). The command table's rows hold only their own branches. */
  readonly keepMain: boolean;
  /** More local branches, at B (the command table's `branches`: what `git push --all` pushes). */
  readonly branches: readonly string[];
  /** A separate repository (a clone of origin.git) in repo/other, on this branch one commit ahead of A. */
  readonly other?: string;
  /** The user has an uncommitted edit of bearing.config.json (policy-neutral: a `$schema` key added). */
  readonly dirty: boolean;
  /** A new file, staged (something for `git commit` to commit). */
  readonly staged: boolean;
  /** Local main master prod production feature/x one commit ahead of origin's (commit M), develop at origin's, all tracking. */
  readonly ahead: boolean;
}

export const PROTECTED_DEFAULT = ['main', 'master', 'develop', 'prod', 'production'] as const;
const REMOTE_BRANCHES = [...PROTECTED_DEFAULT, 'feature/x'] as const;
const SEED_CONFIG = '{"branches":{"rules":{"push":false}}}\n';
export const SESSION_RECORD = '{"schema":1,"host":"claude-code","sessionId":"s1","updatedAt":"2026-12-02T00:00:00.000Z"}\n';
/** bearing's state, under repo/ (bearing keeps it in the git directory: `<git dir>/bearing/`). */
export const STATE_FOLDER = '.git/bearing';
/** The session record a started session leaves, under repo/. */
const SESSION_FILE = `${STATE_FOLDER}/sessions/claude-code/s1.json`;
/** bearing's user cache folder, under home/ (what `~/.cache/bearing` names; bearing is asked with BEARING_CACHE_DIR set to it). */
const CACHE_FOLDER = '.cache/bearing';
/** What an agent hands to bearing in `.bearing/` (the Test Engineering hand-off): an ordinary file of the work tree, not bearing's state. */
const HANDOFF_FILE = '.bearing/test-engineering/handoff.md';
const STUBS = ['gh', 'glab', 'hub', 'git-town'] as const;

/** The folders of one row's sandbox. */
export interface Sandbox {
  readonly root: string;
  readonly repo: string;
  readonly origin: string;
  readonly home: string;
  /** bearing's user cache folder (home/.cache/bearing): where bearing is told to keep its cache, and part of its state. */
  readonly cache: string;
  readonly bin: string;
  readonly stubLog: string;
  /** repo/other when the shape has one. */
  readonly other?: string;
  readonly shape: SandboxShape;
  /** Names for the commits a template made (A, B, M, O), for readable reports. */
  readonly commits: Readonly<Record<string, string>>;
}

/** bearing.config.json as committed: the row's text, ending in a line break as an editor or `echo` leaves a file (a patch of `-{}` applies). */
function committedText(config: string): string {
  return config.endsWith('\n') ? config : `${config}\n`;
}

/** The text of the dirty variant's edit. */
function dirtyText(config: string): string {
  try {
    const parsed: unknown = JSON.parse(config);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return `${JSON.stringify({ $schema: './bearing.config.schema.json', ...parsed }, null, 2)}\n`;
  } catch {
    // a broken file: the edit adds a line
  }
  return `${committedText(config)}\n`;
}

/** The git environment the builder (and the snapshot) use: no system or global config, fixed identity and dates. */
export function builderGitEnv(home: string): Record<string, string> {
  const when = '2026-12-02T00:00:00Z';
  return {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: home,
    LANG: 'C',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    GIT_AUTHOR_NAME: 'bearing reality',
    GIT_AUTHOR_EMAIL: 'reality@bearing.invalid',
    GIT_COMMITTER_NAME: 'bearing reality',
    GIT_COMMITTER_EMAIL: 'reality@bearing.invalid',
    GIT_AUTHOR_DATE: when,
    GIT_COMMITTER_DATE: when,
  };
}

const stubSource = (node: string) =>
  `#!${node}\n// A stand-in (no network here): records its argv as one JSON array a line in ../stub.log.\nconst { appendFileSync } = require('fs');\nconst { basename, join } = require('path');\nappendFileSync(join(__dirname, '..', 'stub.log'), JSON.stringify([basename(process.argv[1]), ...process.argv.slice(2)]) + '\\n');\n`;

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/**
 * Where the sandboxes go: REALITY_TMPDIR, else /dev/shm (a tmpfs: a few hundred small git folders made and removed
 * cost far less there than on a disk), else the system's temporary folder.
 */
function scratchParent(): string {
  const chosen = process.env['REALITY_TMPDIR'];
  if (chosen) return chosen;
  try {
    accessSync('/dev/shm', constants.W_OK);
    if (statSync('/dev/shm').isDirectory()) return '/dev/shm';
  } catch {
    // no /dev/shm here
  }
  return tmpdir();
}

interface Template {
  readonly dir: string;
  readonly commits: Record<string, string>;
}

/**
 * Templates and row sandboxes under one temporary folder, all removed by remove(). Rows get their own folder
 * (rows/<n>), removed by release() as soon as the row is judged. REALITY_KEEP=1 keeps them all, to look into.
 */
export class SandboxStore {
  readonly root: string;
  private readonly templates = new Map<string, Promise<Template>>();
  private count = 0;

  constructor() {
    this.root = realpathSync(mkdtempSync(join(scratchParent(), 'bearing-reality-')));
    mkdirSync(join(this.root, 'templates'));
    mkdirSync(join(this.root, 'rows'));
    mkdirSync(join(this.root, 'build-home'));
  }

  /** A fresh sandbox of this shape. */
  async sandbox(shape: SandboxShape): Promise<Sandbox> {
    const key = JSON.stringify(shape);
    let template = this.templates.get(key);
    if (!template) {
      template = this.build(shape, join(this.root, 'templates', String(this.templates.size)));
      this.templates.set(key, template);
    }
    const { dir, commits } = await template;
    const root = join(this.root, 'rows', String(this.count++));
    const copy = await runProcess('cp', ['-a', dir, root], { env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin' } });
    if (copy.status !== 0) throw new Error(`cp -a ${dir} ${root}: ${copy.stderr}`);
    // The clones name origin.git by the template's absolute path: point them at this copy's.
    for (const gitDir of [join(root, 'repo', '.git'), ...(shape.other === undefined ? [] : [join(root, 'repo', 'other', '.git')])]) {
      const config = join(gitDir, 'config');
      writeFileSync(config, readFileSync(config, 'utf8').split(dir).join(root));
      // A copy has new inodes and ctimes: refresh the index's stat data, as a work tree in use has it (or git would rewrite unchanged files).
      const refresh = await runProcess('git', ['update-index', '-q', '--refresh'], { cwd: dirname(gitDir), env: builderGitEnv(join(this.root, 'build-home')) });
      if (refresh.error) throw new Error(`git update-index --refresh in ${dirname(gitDir)}: ${refresh.error}`);
    }
    return {
      root,
      repo: join(root, 'repo'),
      origin: join(root, 'origin.git'),
      home: join(root, 'home'),
      cache: join(root, 'home', CACHE_FOLDER),
      bin: join(root, 'bin'),
      stubLog: join(root, 'stub.log'),
      ...(shape.other !== undefined && { other: join(root, 'repo', 'other') }),
      shape,
      commits,
    };
  }

  release(sandbox: Sandbox): void {
    if (process.env['REALITY_KEEP']) return;
    rmSync(sandbox.root, { recursive: true, force: true });
  }

  /** Removes every template and sandbox (with REALITY_KEEP set, keeps them and says where). */
  remove(): void {
    if (process.env['REALITY_KEEP']) {
      process.stderr.write(`reality tier: sandboxes kept in ${this.root} (REALITY_KEEP)\n`);
      return;
    }
    rmSync(this.root, { recursive: true, force: true });
  }

  private async build(shape: SandboxShape, dir: string): Promise<Template> {
    const env = builderGitEnv(join(this.root, 'build-home'));
    const git = async (cwd: string, ...args: string[]): Promise<string> => {
      const run = await runProcess('git', args, { cwd, env });
      if (run.status !== 0) throw new Error(`building a sandbox template: git ${args.join(' ')} in ${cwd}: ${run.stderr || run.error}`);
      return run.stdout.trim();
    };
    mkdirSync(dir);
    const origin = join(dir, 'origin.git');
    const repo = join(dir, 'repo');
    const scratch = join(dir, 'scratch');
    await git(dir, 'init', '-q', '--template=', '--bare', '-b', 'main', origin);
    await git(origin, 'config', 'receive.advertisePushOptions', 'true');
    // Deleting main (the remote's HEAD) goes through, with a warning, as it does on a host where main is not the default branch.
    await git(origin, 'config', 'receive.denyDeleteCurrent', 'warn');
    // Commit A, on every remote branch.
    await git(dir, 'init', '-q', '--template=', '-b', 'main', scratch);
    write(join(scratch, 'bearing.config.json'), committedText(shape.config));
    write(join(scratch, 'README.md'), '# a sandbox for the reality tier\n');
    write(join(scratch, 'sub', '.keep'), '');
    write(join(scratch, 'packages', 'payments', 'api', '.keep'), '');
    await git(scratch, 'add', '-A');
    await git(scratch, 'commit', '-q', '-m', 'A');
    await git(scratch, 'push', '-q', origin, ...REMOTE_BRANCHES.map((b) => `HEAD:refs/heads/${b}`));
    rmSync(scratch, { recursive: true, force: true });
    await git(dir, 'clone', '-q', '--template=', '--no-hardlinks', origin, repo);
    await git(repo, 'remote', 'add', 'upstream', origin);
    const commits: Record<string, string> = { A: await git(repo, 'rev-parse', 'HEAD') };
    const branch = shape.on === 'detached' ? 'work' : shape.on;
    const kept = new Set<string>([branch, ...shape.branches]);
    // Commit M: one ahead of A, for the `ahead` variant's local protected branches.
    if (shape.ahead) {
      await git(repo, 'switch', '-q', '-c', 'reality-ahead');
      write(join(repo, 'ahead.txt'), 'local work not on the remote\n');
      await git(repo, 'add', 'ahead.txt');
      await git(repo, 'commit', '-q', '-m', 'M');
      commits['M'] = await git(repo, 'rev-parse', 'HEAD');
      await git(repo, 'switch', '-q', 'main');
    }
    // Commit B on the row's branch.
    if (branch !== 'main') await git(repo, 'switch', '-q', '-c', branch);
    write(join(repo, 'work.txt'), 'the row branch is one commit ahead\n');
    await git(repo, 'add', 'work.txt');
    await git(repo, 'commit', '-q', '-m', 'B');
    commits['B'] = await git(repo, 'rev-parse', 'HEAD');
    if (shape.ahead) {
      for (const name of ['main', 'master', 'prod', 'production', 'feature/x']) {
        if (kept.has(name)) continue;
        await git(repo, 'branch', '-f', name, 'reality-ahead');
        await git(repo, 'branch', '-q', '-u', `origin/${name}`, name);
        kept.add(name);
      }
      if (!kept.has('develop')) await git(repo, 'branch', '-q', '--track', 'develop', 'origin/develop');
      kept.add('develop');
      await git(repo, 'branch', '-D', 'reality-ahead');
    }
    if (!shape.keepMain && !kept.has('main')) await git(repo, 'branch', '-q', '-D', 'main');
    for (const name of shape.branches) if (name !== branch) await git(repo, 'branch', '-f', name, 'HEAD');
    if (shape.on === 'detached') await git(repo, 'checkout', '-q', '--detach');
    if (shape.other !== undefined) {
      const other = join(repo, 'other');
      await git(repo, 'clone', '-q', '--template=', '--no-hardlinks', origin, other);
      await git(other, 'switch', '-q', '-c', shape.other);
      write(join(other, 'other.txt'), 'another repository\n');
      await git(other, 'add', 'other.txt');
      await git(other, 'commit', '-q', '-m', 'O');
      commits['O'] = await git(other, 'rev-parse', 'HEAD');
      await git(other, 'branch', '-q', '-D', 'main');
    }
    // The hooks folder a clone with git's default template has (empty here: no sample hooks), for a command to put a hook in.
    mkdirSync(join(repo, '.git', 'hooks'));
    // bearing's state, where bearing keeps it; and a `.bearing/` of the work tree, which is not bearing's any more.
    write(join(repo, SESSION_FILE), SESSION_RECORD);
    write(join(repo, '.bearing', '.gitignore'), '# bearing runtime state: never committed\n*\n');
    write(join(repo, HANDOFF_FILE), '# Test Engineering hand-off\n\nnothing handed off yet\n');
    if (shape.staged) {
      write(join(repo, 'staged.txt'), 'staged, not committed\n');
      await git(repo, 'add', 'staged.txt');
    }
    if (shape.dirty) write(join(repo, 'bearing.config.json'), dirtyText(shape.config));
    // The user's side.
    // core.editor `true`: an editor git starts takes the text as it is (no terminal here). Set in the config, not as
    // GIT_EDITOR, so that a command's own `-c core.editor=…` still wins, as it does for a user.
    write(
      join(dir, 'home', '.gitconfig'),
      '[user]\n\tname = bearing reality\n\temail = reality@bearing.invalid\n[core]\n\teditor = true\n[commit]\n\tgpgsign = false\n[init]\n\tdefaultBranch = main\n',
    );
    write(join(dir, 'home', '.config', 'bearing', 'config.json'), '{}\n');
    write(join(dir, 'seed', 'bearing.config.json'), SEED_CONFIG);
    write(join(dir, 'seed', 'x.json'), '{"x":1}\n');
    write(join(dir, 'seed', 'tmpl', 'bearing.config.json'), SEED_CONFIG);
    write(join(dir, 'seed', 'tmpl', 'x.json'), '{"x":1}\n');
    for (const name of ['seed.tar', 'config.tar']) {
      const tar = await runProcess('tar', ['-cf', name, 'bearing.config.json'], { cwd: join(dir, 'seed'), env });
      if (tar.status !== 0) throw new Error(`building a sandbox template: tar: ${tar.stderr}`);
    }
    for (const stub of STUBS) {
      write(join(dir, 'bin', stub), stubSource(process.execPath));
      chmodSync(join(dir, 'bin', stub), 0o755);
    }
    // bearing's user cache, warm (bearing makes the folder, private to the user, as it does for a user).
    const warm = join(dir, 'warm');
    await git(dir, 'init', '-q', '--template=', warm);
    await warmCache({ home: join(dir, 'home'), cache: join(dir, 'home', CACHE_FOLDER), bin: join(dir, 'bin') }, warm);
    rmSync(warm, { recursive: true, force: true });
    return { dir, commits };
  }
}
