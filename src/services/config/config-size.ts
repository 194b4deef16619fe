/**
 * A settings file is small; anything larger (or not a regular file: a FIFO, /dev/zero) is refused unread. A module
 * of its own, so that what reads one key of the user config (the trace, the record) does not load the validators.
 */
export const MAX_CONFIG_BYTES = 256 * 1024;
