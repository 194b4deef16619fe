import type { OptionSyntax } from './runner-spec';

/**
 * glibc's getopt_long (and getopt(1), which shell scripts such as xvfb-run and fakeroot call): bundling, values
 * written against short options, `--name=value`, unambiguous abbreviations of long options, `--`. It permutes
 * unless the short-option string starts with `+`.
 */
export const GETOPT: OptionSyntax = {
  order: 'optstring',
  abbreviations: true,
  singleDashLong: false,
  bundling: true,
  equals: true,
  dashDash: true,
  unknown: 'unread',
};

/** getopt_long_only (gdb): `-name` is tried as a long option first; `--name` works too. */
export const GETOPT_LONG_ONLY: OptionSyntax = { ...GETOPT, singleDashLong: true };

/** POSIX getopt, BSD getopt and djb's sgetopt (chpst, softlimit, trickle, entr): short options only, stops at the first operand. */
export const POSIX_GETOPT: OptionSyntax = {
  order: 'stop',
  abbreviations: false,
  singleDashLong: false,
  bundling: true,
  equals: false,
  dashDash: true,
  unknown: 'unread',
};

/** bash's getopts and Perl's Getopt::Std (nocache, chronic): like POSIX getopt, but an unknown option is only warned about. */
export const LENIENT_GETOPT: OptionSyntax = { ...POSIX_GETOPT, unknown: 'flag' };

/** Perl's Getopt::Long configured with `bundling` and `require_order` (GNU parallel): abbreviations, `--name=value`, single-letter options bundle. */
export const GETOPT_LONG_PERL: OptionSyntax = {
  order: 'stop',
  abbreviations: true,
  singleDashLong: false,
  bundling: true,
  equals: true,
  dashDash: true,
  unknown: 'unread',
};

/**
 * A hand-written loop that compares each word with the options it knows and stops at the first it does not (pkexec,
 * faketime, gosu, dbus-run-session): no bundling, no abbreviations; that first word is the command.
 */
export const EXACT_WORDS: OptionSyntax = {
  order: 'stop',
  abbreviations: false,
  singleDashLong: false,
  bundling: false,
  equals: false,
  dashDash: false,
  unknown: 'operand',
};

/** spf13/pflag as cobra uses it (doppler, op, devbox): GNU-like, options may follow operands, no abbreviations. */
export const PFLAG: OptionSyntax = {
  order: 'permute',
  abbreviations: false,
  singleDashLong: false,
  bundling: true,
  equals: true,
  dashDash: true,
  unknown: 'unread',
};

/** Rust's clap and Node's commander with a trailing command (uv, mise, env-cmd): GNU-like, no abbreviations, stops at the command. */
export const CLAP: OptionSyntax = {
  order: 'stop',
  abbreviations: false,
  singleDashLong: false,
  bundling: true,
  equals: true,
  dashDash: true,
  unknown: 'unread',
};

/** Python's argparse with a REMAINDER command (conda run): abbreviations of long options, stops at the command. */
export const ARGPARSE: OptionSyntax = { ...CLAP, abbreviations: true };

/** npm's nopt (npm, and yarn 1's commander as yarn drives it): options anywhere before `--`. */
export const NOPT: OptionSyntax = {
  order: 'permute',
  abbreviations: false,
  singleDashLong: false,
  bundling: true,
  equals: true,
  dashDash: true,
  unknown: 'unread',
};

/** GLib's GOption with strict POSIX order (flatpak-spawn): `--name=value` or `--name value`, no abbreviations. */
export const GOPTION: OptionSyntax = {
  order: 'stop',
  abbreviations: false,
  singleDashLong: false,
  bundling: true,
  equals: true,
  dashDash: true,
  unknown: 'unread',
};

/** firejail and valgrind: every option is one word (`--name` or `--name=value`) and an unknown one is still one word. */
export const ONE_WORD_OPTIONS: OptionSyntax = {
  order: 'stop',
  abbreviations: false,
  singleDashLong: false,
  bundling: false,
  equals: true,
  dashDash: true,
  unknown: 'flag',
};

/** bubblewrap: exact `--name` words, each followed by as many values as it takes; no `=`, no abbreviations. */
export const BWRAP_WORDS: OptionSyntax = {
  order: 'stop',
  abbreviations: false,
  singleDashLong: false,
  bundling: false,
  equals: false,
  dashDash: true,
  unknown: 'unread',
};

/** Nix's own parser (nix-shell, nix develop): options anywhere, `--name value`, bundled short flags, no `=`. */
export const NIX_ARGS: OptionSyntax = {
  order: 'permute',
  abbreviations: false,
  singleDashLong: false,
  bundling: true,
  equals: false,
  dashDash: true,
  unknown: 'unread',
};
