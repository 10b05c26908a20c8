/**
 * The daily `scheduled` run (Cron Triggers, wrangler.toml;
 * docs/decisions/033-scheduled-jobs-and-automatic-backups.md): each clean-up,
 * then the automatic backup. One job failing does not stop the others: each
 * answers its own outcome, and a failure is logged once, as an error.
 */
import { createDatabase } from "~/db/client.server";
import { CLEAN_UPS } from "~/services/housekeeping/clean-ups.server";
import { writeDailyBackup } from "~/services/stored-backups.server";

export interface JobOutcome {
  job: string;
  ok: boolean;
  /** Rows deleted, or the backup written; the error's message when it failed. */
  detail: string;
}

interface Job {
  name: string;
  run(): Promise<string>;
}

async function runJob({ name, run }: Job): Promise<JobOutcome> {
  try {
    return { job: name, ok: true, detail: await run() };
  } catch (error) {
    console.error(`Scheduled job "${name}" failed`, error);
    return { job: name, ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

/** Runs every job for the run scheduled at `scheduledTime` (ms), one after the other. */
export async function runHousekeeping(env: Env, scheduledTime: number): Promise<JobOutcome[]> {
  const now = new Date(scheduledTime);
  const db = createDatabase(env.DB);
  const jobs: Job[] = [
    ...CLEAN_UPS.map((cleanUp) => ({
      name: cleanUp.name,
      run: async () => `${await cleanUp.run(db, now, env)} rows deleted`,
    })),
    {
      name: "automatic backup",
      run: async () => {
        const written = await writeDailyBackup(db, env.BACKUPS, now);
        return `respaldo-${written.id}.json, ${written.bytes} bytes; ${written.pruned.length} older let go`;
      },
    },
  ];
  const outcomes: JobOutcome[] = [];
  for (const job of jobs) outcomes.push(await runJob(job));
  return outcomes;
}
