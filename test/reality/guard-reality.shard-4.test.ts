import { realityShard } from '../support/reality/tier';

/**
 * The reality tier, shard 4 of 4 (jest runs two files at a time, one per core): the rows of the guard's command
 * table, of REALITY_CASES and of the red team's corpus, each run for real in a bubblewrap sandbox; the guard's
 * verdict must match what really happened.
 */
realityShard(3);
