import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';

/** One import of one source file: where it is written, and the file it names (relative to the root scanned). */
export interface Import {
  readonly file: string;
  readonly line: number;
  readonly target: string;
  /** Whether `target` is a source file of the tree (else a path no file answers: a generated bundle, a template). */
  readonly resolved: boolean;
}

/**
 * The import forms read, each capturing the module name: `import … from`, `export … from` and `import type` at the
 * start of a line (so a comment or a string that shows one is not taken for one), a bare `import '…'`, and
 * `require('…')` or `import('…')` anywhere. Text, not a TypeScript program: the scan reads the tree in milliseconds.
 */
const FORMS = [
  /^[ \t]*(?:import|export)\b[^'";]*?\bfrom\s*(['"])([^'"\n]+)\1/gm,
  /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm,
  /\b(?:require|import)\(\s*(['"])([^'"\n]+)\1\s*\)/g,
];

/** Every `.ts` file under `root`, as `/`-separated paths relative to it. */
export function sourceFiles(root: string, folder = ''): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(root, path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The relative imports of every file (a package's name is not bearing's to place), each with its line. */
export function importsOf(root: string, files: readonly string[]): Import[] {
  const known = new Set(files);
  return files.flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const found: Import[] = [];
    for (const form of FORMS) {
      for (const match of text.matchAll(form)) {
        const name = match[2]!;
        if (!name.startsWith('.')) continue;
        const at = match.index! + match[0].lastIndexOf(name);
        const line = text.slice(0, at).split('\n').length;
        const target = resolved(root, file, name, known);
        found.push({ file, line, target: target ?? joined(file, name), resolved: target !== undefined });
      }
    }
    return found.sort((a, b) => a.line - b.line);
  });
}

/** The file an import names, as the bundler finds it: `x.ts`, then `x/index.ts`, then `x` itself (a `.cjs` beside it). */
function resolved(root: string, file: string, name: string, known: ReadonlySet<string>): string | undefined {
  const base = joined(file, name);
  for (const candidate of [`${base}.ts`, `${base}/index.ts`]) if (known.has(candidate)) return candidate;
  const path = join(root, base);
  return existsSync(path) && statSync(path).isFile() ? base : undefined;
}

function joined(file: string, name: string): string {
  return posix.join(posix.dirname(file), name);
}

/**
 * Every circle of imports between files: one loop through each strongly connected part of the graph (Tarjan's
 * algorithm), closed (`[a, b, a]`). A part of many files may hold more loops than the one shown; opening it shows
 * the next.
 */
export function importCircles(imports: readonly Import[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const i of imports) if (i.resolved) (edges.get(i.file) ?? edges.set(i.file, new Set()).get(i.file)!).add(i.target);
  const next = (file: string) => [...(edges.get(file) ?? [])];
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const parts: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const to of next(file)) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    if (part.length > 1 || next(file).includes(file)) parts.push(part.sort());
  };
  for (const file of [...edges.keys()].sort()) if (!index.has(file)) visit(file);
  return parts.map((part) => loopThrough(part[0]!, new Set(part), next));
}

/** The shortest way from `start` back to itself inside one part (breadth first). */
function loopThrough(start: string, part: ReadonlySet<string>, next: (file: string) => string[]): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const file = queue[at]!;
    for (const to of next(file).filter((t) => part.has(t))) {
      if (to === start) {
        const way: string[] = [];
        for (let back = file; back !== start; back = cameFrom.get(back)!) way.unshift(back);
        return [start, ...way, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, file);
        queue.push(to);
      }
    }
  }
  return [start, start];
}
