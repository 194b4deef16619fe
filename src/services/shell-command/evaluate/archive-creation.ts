import { basename, join } from '../../../platform/node-builtins';
import type { Arg } from '../arg';
import { held, readTar } from './program-writes';

/** An archive a command makes: where it goes (`-`: standard output) and the entries it holds. */
export interface MadeArchive {
  readonly to: string;
  readonly entries: readonly string[];
}

/** zip's options that take the next word as their value. */
const ZIP_VALUED = new Set(['-b', '-n', '-t', '-tt', '-P', '-Z', '-O', '--temp-path', '--suffixes', '--password', '--compression-method', '--output-file']);

/**
 * `tar -c [-f archive] [-C dir] members…` and `zip [-r] [-j] archive files…`: what they put in, the folders' contents
 * listed bounded from where the command runs (`place`). Undefined for any other command, or one whose entries the
 * text does not tell (a computed word, `zip -@` reading names from stdin, `-x`/`-i` lists).
 */
export function madeArchive(name: string, args: readonly Arg[], place: (path: string) => string | undefined): MadeArchive | undefined {
  if (args.some((a) => a.dynamic)) return undefined;
  if (name === 'tar' || name === 'bsdtar' || name === 'gtar') {
    const tar = readTar(args);
    if (!tar.creating || tar.members.length === 0) return undefined;
    const within = (path: string) => place(join(tar.into, path));
    return { to: tar.archive?.text ?? '-', entries: tar.members.flatMap((m) => [m.text, ...held(m.text, within).map((entry) => join(m.text, entry))]) };
  }
  if (name !== 'zip') return undefined;
  let recursive = false;
  let junk = false;
  const operands: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if ((/^-[^-]/.test(text) && /[@xi]/.test(text)) || text === '--names-stdin' || text.startsWith('--exclude') || text.startsWith('--include'))
      return undefined;
    if (ZIP_VALUED.has(text)) i++;
    else if (/^-[a-zA-Z0-9]+$/.test(text) && operands.length === 0) {
      recursive ||= text.includes('r') || text.includes('R');
      junk ||= text.includes('j');
    } else if (text === '--recurse-paths') recursive = true;
    else if (text === '--junk-paths') junk = true;
    else if (text === '--quiet') continue;
    else if (text.startsWith('-') && text !== '-') return undefined;
    else operands.push(text);
  }
  const [archive, ...files] = operands;
  if (archive === undefined || files.length === 0) return undefined;
  const to = archive === '-' || basename(archive).includes('.') ? archive : `${archive}.zip`;
  const entries = files.flatMap((file) => [file, ...(recursive ? held(file, place).map((entry) => join(file, entry)) : [])]);
  return { to, entries: junk ? entries.map((entry) => basename(entry)) : entries };
}
