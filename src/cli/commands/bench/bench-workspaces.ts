import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A plan the activation and closeout classes read: a task in progress, its scope src/. */
function planText(baseRevision: string): string {
  return [
    '# Journey',
    '',
    '- journey: Bench Journey',
    '',
    '- checkout_lease:',
    '  - journey: J-BENCH',
    `  - candidate_revision: ${baseRevision}`,
    '',
    '### task_id: B1',
    '- outcome: measure the hook',
    '- status: IN_PROGRESS',
    '- assigned_role: implementer',
    '- next_action: run the bench',
    '- scope: src/',
    '',
  ].join('\n');
}

const ALLOW_EVALUATOR = `const allow = () => ({ verdict: 'ALLOW', reason: 'bench' });
module.exports = { evaluateTestWrite: allow, evaluateCompletion: allow };
`;

function write(root: string, path: string, content: string): void {
  const file = join(root, ...path.split('/'));
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
}

/** Files spread over `folders` folders under `base`, `perFolder` each. */
function spread(root: string, base: string, folders: number, perFolder: number, extension: string): number {
  for (let f = 0; f < folders; f++) {
    const dir = join(root, ...base.split('/'), `part${f}`);
    mkdirSync(dir, { recursive: true });
    for (let i = 0; i < perFolder; i++) writeFileSync(join(dir, `file${i}.${extension}`), `export const value${i} = ${f};\n`);
  }
  return folders * perFolder;
}

/** A small workspace with the plan at docs/plan.md: what a session start reads in most repositories. */
export function makePlanWorkspace(root: string): void {
  write(root, 'docs/plan.md', planText('HEAD'));
  write(root, 'README.md', '# A project\n');
}

/**
 * A workspace of exactly `total` files, shaped like a large monorepo: dependencies, sources several levels
 * deep, many unrelated Markdown files at the root and in docs/, and the plan at docs/plan.md.
 */
export function makeLargeWorkspace(root: string, total = 50_000): void {
  let files = 0;
  for (let i = 0; i < 30; i++, files++) write(root, `NOTES-${i}.md`, `# Note ${i}\n`);
  for (let i = 0; i < 40; i++, files++) write(root, `docs/guide-${i}.md`, `# Guide ${i}\n`);
  write(root, 'docs/plan.md', planText('HEAD'));
  files++;
  files += spread(root, 'node_modules/dep', 200, 100, 'js');
  files += spread(root, 'packages/app/src', 100, 100, 'ts');
  files += spread(root, 'src/modules', 100, 100, 'ts');
  const rest = total - files;
  files += spread(root, 'assets/images', Math.floor(rest / 100), 100, 'svg');
  for (let i = 0; files < total; i++, files++) write(root, `assets/extra/file${i}.txt`, 'x\n');
}

/**
 * A git repository of `total` committed files with the Test Engineering capability active (an evaluator
 * that allows, a plan whose lease names the first commit as diff base) and a little work in progress.
 * Returns the diff base.
 */
export function makeLargeRepository(root: string, total = 20_000): string {
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  mkdirSync(root, { recursive: true });
  git('init', '-q', '-b', 'work');
  git('config', 'user.email', 'bench@bearing.invalid');
  git('config', 'user.name', 'bearing bench');
  git('config', 'commit.gpgsign', 'false');
  spread(root, 'src', total / 100, 100, 'ts');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  const base = git('rev-parse', 'HEAD');
  write(root, 'docs/plan.md', planText(base));
  write(root, 'bearing.config.json', '{"capabilities":{"test-engineering":{"selected":true}}}\n');
  write(root, 'skills/test-engineering/hooks/te-evaluator.cjs', ALLOW_EVALUATOR);
  git('add', '-A');
  git('commit', '-q', '-m', 'plan');
  write(root, 'src/part0/file0.ts', 'export const changed = true;\n');
  write(root, 'src/new/untracked.ts', 'export const fresh = true;\n');
  return base;
}
