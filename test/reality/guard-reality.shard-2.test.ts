import { REALITY_ROWS, shardOf, TABLE_ROWS } from '../support/reality/rows';
import { realityTier } from '../support/reality/tier';

/**
 * The reality tier, shard 2 of 2 (two jest workers, two files): the rows of the guard's command table and of
 * REALITY_CASES, each run for real in a bubblewrap sandbox; the guard's verdict must match what really happened.
 */
realityTier([
  { title: 'the command table against reality (shard 2 of 2)', rows: shardOf(TABLE_ROWS, 1, 2) },
  { title: 'REALITY_CASES against reality (shard 2 of 2)', rows: shardOf(REALITY_ROWS, 1, 2) },
]);
