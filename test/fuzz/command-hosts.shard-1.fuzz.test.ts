import { fuzzCommandHosts } from './support/command-hosts.fuzz';

/** Shard 1 of 2 of the in-process fuzz run over the command hosts (support/command-hosts.fuzz.ts): two jest workers, two files. */
fuzzCommandHosts(0, 2);
