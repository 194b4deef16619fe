import type { InlineCodeReading } from './inline-code-reading';
import type { InterpreterLanguage, InterpreterRun } from './interpreter-run';
import { AwkCodeReader } from './awk/awk-code.reader';
import { Bindings } from './scan/bindings';
import { changesEnvironment } from './scan/environment-changes';
import type { CodeReader, ReadingContext } from './scan/code-reader';
import { ReadingRecorder } from './scan/reading-recorder';
import { JavaScriptCodeReader } from './javascript/javascript-code.reader';
import { PerlCodeReader } from './perl/perl-code.reader';
import { PhpCodeReader } from './php/php-code.reader';
import { PythonCodeReader } from './python/python-code.reader';
import { readPythonModule } from './python/python-modules';
import { RubyCodeReader } from './ruby/ruby-code.reader';

const READERS: Readonly<Record<InterpreterLanguage, (context: ReadingContext, code: string) => CodeReader>> = {
  python: (context, code) => new PythonCodeReader(context, code),
  node: (context, code) => new JavaScriptCodeReader(context, code),
  perl: (context, code) => new PerlCodeReader(context, code),
  ruby: (context, code) => new RubyCodeReader(context, code),
  php: (context, code) => new PhpCodeReader(context, code),
  awk: (context, code) => new AwkCodeReader(context, code),
};

/** The value of an environment variable as the program would see it; undefined when it is not known (or not set). */
export type EnvironmentLookup = (name: string) => string | undefined;

const NO_ENVIRONMENT: EnvironmentLookup = () => undefined;

/**
 * Which command lines and argument vectors a program hands to the operating system, and which literal paths it
 * writes or deletes: a reader of each language's literals and calls, not a parser (see each language's reader for
 * what it follows). `environment` gives what the program would read from its environment (`HOME`, for
 * `os.path.expanduser('~/…')`, `os.homedir()`, `process.env.HOME`, `Dir.home`): without it, for a variable it
 * does not know, or in a program that changes its own environment, a path built from one is computed at run time. Never throws: on anything unexpected it returns
 * what it found, with a line in `unread`.
 */
export function readInlineCode(language: InterpreterLanguage, code: string, environment: EnvironmentLookup = NO_ENVIRONMENT): InlineCodeReading {
  const recorder = new ReadingRecorder();
  try {
    // A program that changes its environment may read a variable after it did: none is taken as known then.
    const known = environment === NO_ENVIRONMENT || changesEnvironment(language, code) ? NO_ENVIRONMENT : environment;
    READERS[language]({ recorder, bindings: new Bindings(), nesting: 0, environment: known }, code).read();
  } catch (error) {
    recorder.note(`${language} code could not be read to its end (${error instanceof Error ? error.message : String(error)})`);
  }
  return recorder.reading();
}

/**
 * What a run of a library module does (`python3 -m json.tool in out` rewrites out; see readPythonModule for the
 * modules read), as a reading of code would say it; undefined for a run of anything else, or of a module whose
 * code the text does not show.
 */
export function readInterpreterModule(run: InterpreterRun): InlineCodeReading | undefined {
  return run.language === 'python' && 'module' in run.code ? readPythonModule(run.code.module, run.args, run.via) : undefined;
}
