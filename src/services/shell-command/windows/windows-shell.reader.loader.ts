/**
 * The PowerShell and cmd reader, loaded on first use. From the sources this is a plain require; the packaged hooks'
 * build points it at hooks/bearing-windows.cjs (packaging/bundle/build-hook.ts): a POSIX command line, what nearly
 * every shell call is, never loads the token reader and its launch tables.
 */
export function windowsShellReader(): typeof import('./windows-shell.reader') {
  // Required here, not imported: loaded only for a PowerShell or cmd line.
  return require('./windows-shell.reader') as typeof import('./windows-shell.reader');
}
