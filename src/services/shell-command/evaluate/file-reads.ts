import { isAbsolute, join, lstatSync, readdirSync } from '../../../platform/node-builtins';
import { readBoundedFile } from '../../files/bounded-file';
import { hasPatternCharacters, patternRegExp, type PatternPiece } from './shell-pattern';

/** A script a command runs by name (`sh deploy.sh`, `source env.sh`): read up to this size, like any script a shell would read. */
const MAX_SCRIPT_BYTES = 256 * 1024;
/** /etc/passwd, for `~user`. */
const MAX_PASSWD_BYTES = 1024 * 1024;
/** Directory entries one glob may list, over every directory it walks. */
const MAX_GLOB_ENTRIES = 10_000;

/**
 * What evaluating a command reads from disk, each read bounded and never blocking: scripts it runs by name, the
 * home folders of `~` and `~user`, the files a glob matches. Each is read once per command line.
 */
export class FileReads {
  private readonly texts = new Map<string, string | undefined>();
  private passwd: string | undefined;

  constructor(private readonly environment: Readonly<Record<string, string | undefined>>) {}

  text(path: string): string | undefined {
    if (!this.texts.has(path)) {
      const read = readBoundedFile(path, MAX_SCRIPT_BYTES);
      this.texts.set(path, read.kind === 'text' ? read.text : undefined);
    }
    return this.texts.get(path);
  }

  /** `~` is the event's HOME; `~name` the home folder /etc/passwd gives that user. */
  home(user?: string): string | undefined {
    const home = this.environment['HOME'];
    if (user === undefined) return home && isAbsolute(home) ? home : undefined;
    if (user === '+') return this.environment['PWD'];
    if (user === this.environment['USER'] && home) return home;
    if (this.passwd === undefined) {
      const read = readBoundedFile('/etc/passwd', MAX_PASSWD_BYTES);
      this.passwd = read.kind === 'text' ? read.text : '';
    }
    const line = this.passwd.split('\n').find((l) => l.startsWith(`${user}:`));
    const folder = line?.split(':')[5];
    return folder && isAbsolute(folder) ? folder : undefined;
  }

  /**
   * The paths a glob matches, in bash's order (sorted), written as the pattern was (relative stays relative); empty
   * when none match; undefined when they cannot be listed (an unknown directory, too many entries).
   */
  glob(components: readonly (readonly PatternPiece[])[], base: string | undefined): string[] | undefined {
    const absolutePattern = components[0]?.length === 0;
    const start = absolutePattern ? '/' : base;
    if (start === undefined) return undefined;
    let matches: { shown: string; path: string }[] = [{ shown: absolutePattern ? '/' : '', path: start }];
    let listed = 0;
    for (const component of absolutePattern ? components.slice(1) : components) {
      const next: { shown: string; path: string }[] = [];
      for (const match of matches) {
        const child = (name: string) => ({
          shown: match.shown === '' ? name : match.shown.endsWith('/') ? match.shown + name : `${match.shown}/${name}`,
          path: join(match.path, name),
        });
        if (component.length === 0) continue;
        if (!hasPatternCharacters(component)) {
          next.push(child(component.map((p) => p.text).join('')));
          continue;
        }
        let names: string[];
        try {
          names = readdirSync(match.path);
        } catch {
          continue;
        }
        listed += names.length;
        if (listed > MAX_GLOB_ENTRIES) return undefined;
        const regex = patternRegExp(component, true);
        // A leading dot is matched only by a pattern that starts with one.
        const dots = component[0]!.text.startsWith('.');
        for (const name of names.sort()) if ((dots || !name.startsWith('.')) && regex.test(name)) next.push(child(name));
      }
      matches = next;
    }
    return matches.filter((m) => exists(m.path)).map((m) => m.shown);
  }
}

function exists(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
}
