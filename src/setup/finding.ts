/**
 * One line of `bearing doctor`: what it found about one subject (a host, node, the config file, the compile cache)
 * and, where something is wrong, what to do. `fail`: something will not work (doctor exits 1); `warn`: it works
 * worse than it could; `ok`: checked and fine; `info`: nothing to check (bearing is not installed for that host).
 */
type FindingLevel = 'ok' | 'info' | 'warn' | 'fail';

export interface Finding {
  readonly level: FindingLevel;
  readonly subject: string;
  readonly message: string;
  readonly fix?: string;
}

export const ok = (subject: string, message: string): Finding => ({ level: 'ok', subject, message });
export const info = (subject: string, message: string, fix?: string): Finding => ({ level: 'info', subject, message, ...(fix && { fix }) });
export const warn = (subject: string, message: string, fix?: string): Finding => ({ level: 'warn', subject, message, ...(fix && { fix }) });
export const fail = (subject: string, message: string, fix?: string): Finding => ({ level: 'fail', subject, message, ...(fix && { fix }) });

/** A host bearing is not installed for: nothing to check there, and the command that installs it. */
export const notInstalled = (host: string): Finding => info(host, 'not installed', `to install it: bearing install --host ${host}`);
