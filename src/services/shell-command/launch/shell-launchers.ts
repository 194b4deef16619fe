import type { ShellDialect } from '../../../protocol/shell-dialect';
import type { Arg } from '../arg';
import type { WordToken } from '../syntax/shell-token';

/** A script a command hands to another shell, with how that shell reads it. */
interface LaunchedScript {
  readonly script: string;
  readonly dialect: ShellDialect;
  /** How it was launched, for diagnostics: `bash -c`, `pwsh -Command`, `cmd /c`. */
  readonly via: string;
  /** A directory the shell starts in (`pwsh -WorkingDirectory`); null when the text does not tell. */
  readonly directory?: string | null;
}

/** A command a program runs from its own arguments (`find … -exec git … ;`, `git submodule foreach git …`). */
interface LaunchedCommand {
  readonly words: readonly WordToken[];
  readonly via: string;
  /** A directory it runs in; null when the text does not tell (`find -execdir`, `git submodule foreach`). */
  readonly directory?: string | null;
}

/** What a command does with its arguments: runs a script or a command, or runs something the text does not show. */
export type Launch = LaunchedScript | LaunchedCommand | { readonly unread: string } | undefined;

const POSIX_SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'mksh', 'ash', 'fish']);
/** Long options of POSIX shells that take the next word as their value. */
const POSIX_LONG_WITH_VALUE = new Set(['--rcfile', '--init-file']);
/** PowerShell parameters that take the next word as their value (full names and documented aliases, lower case). */
const POWERSHELL_WITH_VALUE = new Set([
  'executionpolicy',
  'ex',
  'ep',
  'windowstyle',
  'w',
  'outputformat',
  'of',
  'o',
  'inputformat',
  'if',
  'in',
  'configurationname',
  'config',
  'configurationfile',
  'psconsolefile',
  'version',
  'v',
  'settingsfile',
  'settings',
  'custompipename',
  'encodedarguments',
  'ea',
]);

/**
 * Reads `bash|sh|zsh|dash [options] -c SCRIPT`, `powershell|pwsh [parameters] -Command …` and
 * `cmd /c …`. Options before the script flag are stepped over; the first positional word ends the scan
 * (it is a script file, which the text does not show). Undefined for any other command.
 */
export function readLaunch(name: string, args: readonly Arg[]): Launch {
  if (POSIX_SHELLS.has(name)) return posixShell(name, args);
  if (name === 'powershell' || name === 'pwsh') return powerShell(name, args);
  if (name === 'cmd') return cmdShell(args);
  return undefined;
}

function posixShell(name: string, args: readonly Arg[]): Launch {
  let scriptFlag = false;
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (text === '--' || text === '-') {
      const script = args[i + 1];
      return scriptFlag && script ? { script: script.text, dialect: 'posix', via: `${name} -c` } : { unread: `${name} ${text} reads commands from elsewhere` };
    }
    if (text.startsWith('--')) {
      if (POSIX_LONG_WITH_VALUE.has(text)) i++;
      continue;
    }
    if ((text.startsWith('-') || text.startsWith('+')) && !args[i]!.dynamic) {
      const letters = text.slice(1);
      if (letters.includes('c')) scriptFlag = true;
      if (letters.includes('o') || letters.includes('O')) i++; // `-o pipefail`: the option name is the next word
      continue;
    }
    if (scriptFlag) return { script: text, dialect: 'posix', via: `${name} -c` };
    return { unread: `${name} runs the script file ${text}` };
  }
  return { unread: `${name} reads its commands from standard input` };
}

function powerShell(name: string, args: readonly Arg[]): Launch {
  let directory: string | null | undefined;
  const launched = (script: string): LaunchedScript => ({
    script,
    dialect: 'powershell',
    via: `${name} -Command`,
    ...(directory !== undefined && { directory }),
  });
  for (let i = 0; i < args.length; i++) {
    const text = args[i]!.text;
    if (!text.startsWith('-') && !text.startsWith('/')) {
      // Windows PowerShell runs the rest as a command; PowerShell 7 runs a script file.
      return name === 'powershell' ? launched(joined(args, i)) : { unread: `${name} runs the script file ${text}` };
    }
    const parameter = text.slice(1).toLowerCase();
    if (parameter === 'c' || (parameter.length >= 3 && 'command'.startsWith(parameter))) {
      const script = joined(args, i + 1);
      return script === '-' || script === '' ? { unread: `${name} -Command reads its commands from standard input` } : launched(script);
    }
    if (parameter === 'encodedcommand' || parameter === 'enc' || parameter === 'e' || parameter === 'ec') {
      const encoded = args[i + 1];
      return encoded && !encoded.dynamic
        ? launched(Buffer.from(encoded.text, 'base64').toString('utf16le'))
        : { unread: `${name} -EncodedCommand with no readable value` };
    }
    if (parameter === 'file' || parameter === 'f') return { unread: `${name} runs the script file ${args[i + 1]?.text ?? ''}`.trimEnd() };
    if (parameter === 'commandwithargs' || parameter === 'cwa') return { unread: `${name} -CommandWithArgs builds its command from arguments` };
    if (parameter === 'workingdirectory' || parameter === 'wd') {
      const value = args[++i];
      directory = value && !value.dynamic ? value.text : null;
    } else if (POWERSHELL_WITH_VALUE.has(parameter)) {
      i++;
    }
  }
  return { unread: `${name} reads its commands from standard input` };
}

function cmdShell(args: readonly Arg[]): Launch {
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!.text.toLowerCase();
    if (flag === '/c' || flag === '/k') return { script: joined(args, i + 1), dialect: 'cmd', via: `cmd ${flag}` };
    if (!flag.startsWith('/')) break;
  }
  return { unread: 'cmd reads its commands from standard input' };
}

/** PowerShell, cmd and watch join the words after their command flag with blanks and read the result as one script. */
export function joined(args: readonly Arg[], from: number): string {
  return args
    .slice(from)
    .map((a) => a.text)
    .join(' ');
}
