/**
 * Which shell reads a command line: POSIX shells (bash, sh, zsh, dash), PowerShell, or Windows cmd.
 * They differ in their escape character and in how variables are written.
 */
export type ShellDialect = 'posix' | 'powershell' | 'cmd';
