/**
 * Why bearing changes nothing (a user's file that does not parse, a folder it cannot run from): one line, said as
 * it is, and the command exits 1 with every file as it was.
 */
export class InstallRefusal extends Error {}
