import { afterAll, beforeAll, expect } from "vitest";
import { postMultipart } from "../api";
import { adminCookie } from "../session";
import { snapshotTables, storageState } from "../snapshots";
import { PNG_2X3 } from "../test-images";
import { alarmingLogs, startWorker, type TestWorker } from "../worker";
import { RequestFuzzer } from "./requests";
import { WriteWatch } from "./watch";

export interface FuzzSuite {
  worker: TestWorker;
  /** The test admin's session cookie. */
  admin: string;
  /** Sends the generated requests and watches D1, R2 and KV. */
  fuzzer: RequestFuzzer;
}

/**
 * The Worker of a file of generated requests, started before its tests and
 * disposed after them, with the test admin signed in and one picture
 * uploaded, so R2 and KV hold something that must stay as it is. `prepare`
 * reads what the file's generators need before the baseline of D1, R2 and KV
 * is taken. The fields are set once `beforeAll` has run.
 */
export function fuzzSuite(options: {
  checkEvery: number;
  prepare?: (worker: TestWorker, admin: string) => Promise<void>;
  /** How a cookie shows in failure messages. */
  cookieLabel?: (cookie: string, admin: string) => string;
}): FuzzSuite {
  const suite = {} as FuzzSuite;
  beforeAll(async () => {
    const worker = await startWorker();
    const admin = await adminCookie(worker);
    suite.worker = worker;
    suite.admin = admin;
    const form = new FormData();
    form.append("image", new File([PNG_2X3], "foto.png", { type: "image/png" }));
    const upload = await postMultipart(worker, "/api/admin/upload", form, { Cookie: admin });
    expect(upload.status).toBe(201);
    await options.prepare?.(worker, admin);
    const watch = new WriteWatch(worker, await snapshotTables(worker.d1), options.checkEvery);
    const { cookieLabel } = options;
    suite.fuzzer = new RequestFuzzer(
      worker,
      watch,
      await storageState(worker),
      options.checkEvery,
      cookieLabel && ((cookie) => cookieLabel(cookie, admin)),
    );
  });
  afterAll(() => suite.worker?.dispose());
  return suite;
}

/**
 * D1, R2 and KV are as they were, the test admin is still signed in, and no
 * generated request logged an error or a stack trace.
 */
export async function expectStoresUntouched(suite: FuzzSuite): Promise<void> {
  await suite.fuzzer.check();
  expect(alarmingLogs(suite.worker)).toEqual([]);
  const response = await suite.worker.fetch("/admin", {
    headers: { Cookie: suite.admin },
    redirect: "manual",
  });
  expect(response.status).toBe(200);
}
