import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './fixtures';

/** One Markdown page of bearing's documentation: its path from the repository root, and its text. */
export interface DocPage {
  readonly path: string;
  readonly text: string;
}

/** A fenced block of a page: its language tag ('' for none), its text (dedented, as a list item indents it), its line. */
export interface DocBlock {
  readonly page: string;
  readonly line: number;
  readonly lang: string;
  readonly text: string;
}

/** Every page a reader can reach: the README, CONTRIBUTING.md and every Markdown file under docs/. */
export function docPages(): DocPage[] {
  const docs = readdirSync(join(REPO_ROOT, 'docs'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => relative(REPO_ROOT, join(e.parentPath, e.name)))
    .sort();
  return ['README.md', 'CONTRIBUTING.md', ...docs].map((path) => ({ path, text: readFileSync(join(REPO_ROOT, path), 'utf8') }));
}

/** The fenced blocks of a page, in order. */
export function docBlocks(page: DocPage): DocBlock[] {
  return [...page.text.matchAll(/^( *)```(\w*)\n([\s\S]*?)^\1```$/gm)].map((m) => ({
    page: page.path,
    line: page.text.slice(0, m.index).split('\n').length,
    lang: m[2]!,
    text: m[3]!
      .split('\n')
      .map((l) => l.slice(m[1]!.length))
      .join('\n'),
  }));
}

/** A page's text outside its fenced blocks (where links and inline code are prose). */
export function proseOf(page: DocPage): string {
  return page.text.replace(/^( *)```\w*\n[\s\S]*?^\1```$/gm, '');
}
