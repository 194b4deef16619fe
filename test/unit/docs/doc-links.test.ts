import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { docPages, proseOf } from '../../support/doc-pages';
import { REPO_ROOT } from '../../support/fixtures';

/** README.md, CONTRIBUTING.md and docs/: every relative link must reach a file, and an anchor a heading of it. */
const PAGES = docPages();

/** The anchor GitHub gives a heading: lower case, punctuation other than `-` and `_` dropped, each space a `-`. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (outside fenced blocks), a repeated one numbered as GitHub does. */
function anchorsOf(path: string): Set<string> {
  const text = proseOf({ path, text: readFileSync(join(REPO_ROOT, path), 'utf8') });
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const m of text.matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = slugOf(m[1]!);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** Every relative link of a page's prose: `[text](target)`, with where it points from the repository root. */
function relativeLinks(page: { path: string; text: string }): { link: string; file: string; anchor: string | undefined }[] {
  return [...proseOf(page).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((link) => !/^[a-z]+:/i.test(link))
    .map((link) => {
      const [target, anchor] = link.split('#') as [string, string | undefined];
      return { link, file: target === '' ? page.path : normalize(join(dirname(page.path), target)), anchor };
    });
}

describe('the links of README.md, CONTRIBUTING.md and docs/', () => {
  test('the pages link to one another: every docs page is reached from the README or the docs index', () => {
    const reached = new Set(PAGES.filter((p) => p.path === 'README.md' || p.path === 'docs/README.md').flatMap((p) => relativeLinks(p).map((l) => l.file)));
    expect(PAGES.map((p) => p.path).filter((path) => path.startsWith('docs/') && path !== 'docs/README.md' && !reached.has(path))).toEqual([]);
    expect(PAGES.flatMap(relativeLinks).length).toBeGreaterThanOrEqual(20);
  });

  test.each(PAGES.map((p) => [p.path, p]))('%s: every relative link points to a file that exists, and to a heading there', (_path, page) => {
    const broken = relativeLinks(page).filter(({ file, anchor }) => {
      if (file.startsWith('..') || !existsSync(join(REPO_ROOT, file))) return true;
      if (anchor === undefined) return false;
      return !statSync(join(REPO_ROOT, file)).isFile() || !file.endsWith('.md') || !anchorsOf(file).has(anchor);
    });
    expect(broken.map((l) => l.link)).toEqual([]);
  });

  test.each(['README.md', 'CONTRIBUTING.md'])('%s: every repository path it names in inline code exists', (path) => {
    const text = readFileSync(join(REPO_ROOT, path), 'utf8');
    const named = [...text.matchAll(/`((?:src|test|hooks|fixtures|skills|schema|plugins|docs|\.ci)\/[^`\s]*)`/g)]
      .map((m) => m[1]!)
      .filter((p) => !/[<*…$]/.test(p));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((p) => !existsSync(join(REPO_ROOT, p)))).toEqual([]);
  });

  test('slugs as GitHub makes them', () => {
    expect(slugOf("Grok runs other hosts' hook files: one answer, in Grok's dialect")).toBe('grok-runs-other-hosts-hook-files-one-answer-in-groks-dialect');
    expect(slugOf('Claude Code (CLI 2.1.328, live)')).toBe('claude-code-cli-21328-live');
    expect(slugOf('The `bearing` CLI')).toBe('the-bearing-cli');
  });
});
