import type { Arg } from '../arg';

/** The fields of Effects a property changes: named here, so that option-effects.ts, which calls this, is not imported back. */
interface PropertyEffects {
  chdir?: string | null;
  readonly env: Arg[];
  unread?: string;
}

/**
 * `systemd-run -p NAME=VALUE` (systemd 252, systemd.exec(5)): the properties that change where the command runs or
 * what it sees. `WorkingDirectory=` sets its directory (`~` is the user's home; a leading `-` only lets it be
 * missing); `Environment=` holds blank-separated, optionally quoted `NAME=value` settings; `EnvironmentFile=` names a
 * file of them; `RootDirectory=` and `RootImage=` run it in another root. Other properties (limits, `User=`, …) do
 * not change what the command is.
 */
export function applyUnitProperty(property: Arg, into: PropertyEffects): void {
  const equals = property.text.indexOf('=');
  if (equals < 0) return;
  const name = property.text.slice(0, equals);
  const value = property.text.slice(equals + 1);
  if (name === 'WorkingDirectory') {
    const directory = value.replace(/^-/, '');
    into.chdir = property.dynamic || directory.startsWith('~') || directory === '' ? null : directory;
  } else if (name === 'Environment') {
    for (const setting of unitWords(value)) into.env.push({ text: setting, dynamic: property.dynamic });
  } else if (name === 'EnvironmentFile') {
    into.env.push({ text: value, dynamic: true });
  } else if (name === 'RootDirectory' || name === 'RootImage') {
    into.unread ??= `systemd-run runs the command in another root (${name}=)`;
  }
}

/** The words of a unit setting: blanks separate them, double or single quotes keep blanks in one. */
function unitWords(value: string): string[] {
  const words: string[] = [];
  for (const match of value.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)) {
    words.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? match[3]!));
  }
  return words;
}
