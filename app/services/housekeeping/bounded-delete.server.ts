/**
 * How much one clean-up may delete in one daily run: a statement deletes at
 * most ROWS_PER_STATEMENT rows, and a job runs at most STATEMENTS_PER_JOB of
 * them, so every job fits the Worker's per-run limits (D1's 50 queries on the
 * free plan) whatever has piled up; the rest goes the next day
 * (docs/decisions/033-scheduled-jobs-and-automatic-backups.md).
 */
export const ROWS_PER_STATEMENT = 500;
export const STATEMENTS_PER_JOB = 4;

/**
 * Runs `deleteSome` (which deletes at most ROWS_PER_STATEMENT rows and
 * answers how many) until it deletes fewer, at most STATEMENTS_PER_JOB
 * times; answers how many rows went.
 */
export async function deleteInRounds(deleteSome: () => Promise<number>): Promise<number> {
  let deleted = 0;
  for (let round = 0; round < STATEMENTS_PER_JOB; round++) {
    const count = await deleteSome();
    deleted += count;
    if (count < ROWS_PER_STATEMENT) break;
  }
  return deleted;
}
