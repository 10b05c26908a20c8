import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminInvitations,
  passkeyChallenges,
  photoRemovals,
  rateLimitHits,
  sessions,
  signInAttempts,
  stores,
  users,
} from "../../app/db/schema";
import { jsonRequest, postForm } from "../support/api";
import { readJson } from "../support/fixtures";
import { formatDateTime } from "../../app/shared/dates";
import { shownPageText, unescapeHtml } from "../support/html";
import { alarmingLogs, TEST_ADMIN } from "../support/worker";
import { sessionCookies, workerSuite } from "../support/worker-suite";

/**
 * The daily scheduled run (docs/decisions/033-scheduled-jobs-and-automatic-backups.md),
 * through workerd's own scheduled trigger with the clock given as its
 * scheduledTime: the automatic backup written and pruned to the rule, listed
 * on 'Respaldo' and by GET /api/admin/backups, downloaded and restored
 * through the confirmation; each clean-up; one failing job not stopping the others.
 */

const DAY = 24 * 60 * 60_000;
const worker = workerSuite();
const cookies = sessionCookies(worker);

/** 09:00 UTC of a date, when the Cron Trigger runs. */
const runAt = (date: string) => new Date(`${date}T09:00:00Z`);

interface Listed {
  id: string;
  createdAt: string;
  bytes: number;
}

async function listBackups(): Promise<Listed[]> {
  const response = await worker.fetch(
    "/api/admin/backups",
    jsonRequest("GET", undefined, { Cookie: cookies.admin }),
  );
  expect(response.status).toBe(200);
  return readJson<Listed[]>(response);
}

const adminGet = (path: string) =>
  worker.fetch(path, { redirect: "manual", headers: { Cookie: cookies.admin } });

describe("the automatic backup", () => {
  it("is written each day, and pruned to the newest 14 and each month's first", async () => {
    const first = Date.parse("2026-08-20T09:00:00Z");
    for (let at = first; at <= Date.parse("2026-10-29T09:00:00Z"); at += DAY) {
      expect((await worker.scheduled(new Date(at))).outcome).toBe("ok");
    }
    const listed = await listBackups();
    const fourteen = Array.from({ length: 14 }, (_, back) =>
      new Date(Date.parse("2026-10-29") - back * DAY).toISOString().slice(0, 10),
    );
    // Mexico City's date of 09:00 UTC is the same day.
    expect(listed.map((backup) => backup.id)).toEqual([
      ...fourteen,
      "2026-10-01",
      "2026-09-01",
      "2026-08-20",
    ]);
    for (const backup of listed) {
      expect(Number.isNaN(Date.parse(backup.createdAt))).toBe(false);
      expect(backup.bytes).toBeGreaterThan(1000);
    }
    expect(alarmingLogs(worker)).toEqual([]);
  });

  it("the same day run again replaces that day's file: nothing more is kept", async () => {
    const before = (await listBackups()).map((backup) => backup.id);
    expect((await worker.scheduled(runAt("2026-10-29"))).outcome).toBe("ok");
    expect((await listBackups()).map((backup) => backup.id)).toEqual(before);
  });

  it("downloads as the file it stored, named by its date; an unknown date is 404", async () => {
    const [newest] = await listBackups();
    const response = await adminGet(`/backup.json?id=${newest?.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="respaldo-${newest?.id}.json"`,
    );
    const text = await response.text();
    expect(new TextEncoder().encode(text).byteLength).toBe(newest?.bytes);
    const backup = JSON.parse(text) as { version: number; exportedAt: string };
    expect(backup.version).toBe(3);
    expect(backup.exportedAt).toBe("2026-10-29T09:00:00.000Z");
    expect((await adminGet("/backup.json?id=2020-01-01")).status).toBe(404);
    expect((await adminGet("/backup.json?id=../../etc")).status).toBe(404);
    expect(
      (await worker.fetch(`/backup.json?id=${newest?.id}`, { redirect: "manual" })).status,
    ).toBe(302);
  });

  it("'Respaldo' lists each with its date and size, and when the last one was made", async () => {
    const [newest] = await listBackups();
    const page = await shownPageText(await adminGet("/backup"));
    expect(page).toContain("Respaldos automáticos");
    // When it was stored: the run's real time, here the test's.
    expect(page).toContain(
      `Último respaldo automático: ${formatDateTime(newest?.createdAt ?? "")}.`,
    );
    expect(page).toContain("29 oct 2026 · ");
    expect(page).toContain("1 sept 2026 · ");
    expect(page).toContain('href="/backup.json?id=2026-10-01"');
    expect(page).toContain('name="stored" value="2026-08-20"');
    expect(page).toMatch(/20 ago 2026 · \d+(\.\d)? KB/);
    expect(page).not.toContain("El último respaldo automático tiene más de dos días");
  });

  it("restores a stored backup through the same confirmation, as plain forms", async () => {
    const before = await worker.db.select().from(stores);
    const [gone] = before;
    await worker.fetch(
      `/api/admin/stores/${gone?.id}`,
      jsonRequest("DELETE", undefined, { Cookie: cookies.admin }),
    );
    expect(await worker.db.select().from(stores)).toHaveLength(before.length - 1);

    const preview = await postForm(
      worker,
      "/backup",
      new URLSearchParams({ intent: "preview", stored: "2026-10-29" }),
      { Cookie: cookies.admin },
    );
    expect(preview.status).toBe(200);
    const html = await preview.text();
    const text = await shownPageText(new Response(html));
    expect(text).toContain("Confirmar restauración");
    expect(text).toContain(`${before.length - 1} puntos de venta`);
    expect(text).toContain("Restaurar respaldo");
    expect(await worker.db.select().from(stores)).toHaveLength(before.length - 1);

    const hidden = /name="backup" value="([^"]*)"/.exec(html)?.[1];
    expect(hidden).toBeDefined();
    const restored = await postForm(
      worker,
      "/backup",
      new URLSearchParams({ intent: "restore", backup: unescapeHtml(hidden ?? "") }),
      { Cookie: cookies.admin },
    );
    expect(restored.status).toBe(302);
    expect(restored.headers.get("Location")).toBe("/backup");
    expect((await worker.db.select().from(stores)).map((row) => row.id).sort()).toEqual(
      before.map((row) => row.id).sort(),
    );
  });

  it("an unknown stored backup is refused on the page, and nothing changes", async () => {
    const response = await postForm(
      worker,
      "/backup",
      new URLSearchParams({ intent: "preview", stored: "2020-01-01" }),
      { Cookie: cookies.admin },
    );
    expect(response.status).toBe(404);
    expect(await shownPageText(response)).toContain("Respaldo automático no encontrado");
  });

  it("GET /api/admin/backups is for admins only", async () => {
    const anonymous = await worker.fetch("/api/admin/backups", jsonRequest("GET"));
    expect(anonymous.status).toBe(401);
    const visitor = await worker.fetch(
      "/api/admin/backups",
      jsonRequest("GET", undefined, { Cookie: cookies.visitor }),
    );
    expect(visitor.status).toBe(403);
  });
});

describe("the clean-ups", () => {
  it("delete what is past its limit, keep what is not, and a second run deletes nothing", async () => {
    const now = Date.parse("2026-11-28T09:00:00Z");
    const [admin] = await worker.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, TEST_ADMIN.username));
    const userId = admin?.id ?? 0;
    await worker.db.delete(signInAttempts);
    await worker.db.delete(sessions);
    await worker.db.insert(sessions).values([
      {
        id: "terminada",
        userId,
        expiresAt: new Date(now - 1000),
        createdAt: new Date(now - 8 * DAY),
      },
      { id: "abierta", userId, expiresAt: new Date(now + DAY), createdAt: new Date(now - DAY) },
    ]);
    await worker.db.insert(passkeyChallenges).values([
      { id: "vencida", challenge: "a", userId: null, expiresAt: new Date(now - 1000) },
      { id: "vigente", challenge: "b", userId: null, expiresAt: new Date(now + 60_000) },
    ]);
    await worker.db.insert(signInAttempts).values(
      Array.from({ length: 25 }, (_, index) => ({
        userId,
        method: "password" as const,
        succeeded: index % 2 === 0,
        attemptedAt: new Date(now - (index + 1) * 60_000),
      })),
    );
    await worker.db.insert(rateLimitHits).values([
      { bucket: "login-failure", clientKey: "10.9.0.1", hitAt: new Date(now - 2 * 60 * 60_000) },
      { bucket: "request-submit", clientKey: "10.9.0.1", hitAt: new Date(now - 30 * 60_000) },
    ]);
    await worker.db.insert(adminInvitations).values([
      { tokenHash: "vencida", invitedBy: userId, expiresAt: new Date(now - 1000) },
      {
        tokenHash: "usada-ayer",
        invitedBy: userId,
        expiresAt: new Date(now + DAY),
        usedAt: new Date(now - 2 * DAY),
      },
      {
        tokenHash: "usada-ahora",
        invitedBy: userId,
        expiresAt: new Date(now + DAY),
        usedAt: new Date(now - 60_000),
      },
      { tokenHash: "abierta", invitedBy: userId, expiresAt: new Date(now + DAY) },
    ]);

    for (let run = 0; run < 2; run++) {
      expect((await worker.scheduled(new Date(now))).outcome).toBe("ok");
      expect((await worker.db.select().from(sessions)).map((row) => row.id)).toEqual(["abierta"]);
      expect((await worker.db.select().from(passkeyChallenges)).map((row) => row.id)).toEqual([
        "vigente",
      ]);
      const attempts = await worker.db.select().from(signInAttempts);
      expect(attempts).toHaveLength(20);
      // The 20 newest stay: those 1 to 20 minutes before the run.
      expect(Math.min(...attempts.map((row) => row.attemptedAt.getTime()))).toBe(now - 20 * 60_000);
      expect((await worker.db.select().from(rateLimitHits)).map((row) => row.bucket)).toEqual([
        "request-submit",
      ]);
      expect(
        (await worker.db.select().from(adminInvitations)).map((row) => row.tokenHash).sort(),
      ).toEqual(["abierta", "usada-ahora"]);
    }
    expect(alarmingLogs(worker)).toEqual([]);
  });

  it("requests no longer clean up: signing in and failing leave the old rows for the run", async () => {
    const now = Date.now();
    await worker.db.insert(rateLimitHits).values({
      bucket: "login-failure",
      clientKey: "203.0.113.77",
      hitAt: new Date(now - 2 * 60 * 60_000),
    });
    const [admin] = await worker.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, TEST_ADMIN.username));
    await worker.db.insert(sessions).values({
      id: "vieja",
      userId: admin?.id ?? 0,
      expiresAt: new Date(now - DAY),
    });
    await worker.fetch(
      "/api/login",
      jsonRequest(
        "POST",
        { ...TEST_ADMIN, password: "equivocada-123" },
        { "CF-Connecting-IP": "203.0.113.77" },
      ),
    );
    await worker.fetch(
      "/api/login",
      jsonRequest("POST", TEST_ADMIN, { "CF-Connecting-IP": "203.0.113.78" }),
    );
    const leftover = async () => ({
      session: (await worker.db.select().from(sessions).where(eq(sessions.id, "vieja"))).length,
      hits: (
        await worker.db
          .select()
          .from(rateLimitHits)
          .where(eq(rateLimitHits.clientKey, "203.0.113.77"))
      ).length,
    });
    // The failure was counted beside the old hit; the sign-in left the ended session.
    expect(await leftover()).toEqual({ session: 1, hits: 2 });
    expect((await worker.scheduled(new Date(now))).outcome).toBe("ok");
    expect(await leftover()).toEqual({ session: 0, hits: 1 });
  });
});

describe("one failing job", () => {
  const broken = workerSuite({ withoutR2: ["BACKUPS"] });
  const brokenCookies = sessionCookies(broken);

  it("does not stop the others: the clean-ups run, the backup's failure is logged once", async () => {
    const now = Date.parse("2026-11-28T09:00:00Z");
    await broken.db.insert(passkeyChallenges).values({
      id: "vencida",
      challenge: "a",
      userId: null,
      expiresAt: new Date(now - 1000),
    });
    broken.clearLogs();
    // The backup is the last job: the clean-ups before it ran anyway, and the run itself ends well.
    expect((await broken.scheduled(new Date(now))).outcome).toBe("ok");
    expect(await broken.db.select().from(passkeyChallenges)).toEqual([]);
    const errors = broken.logs().filter((line) => line.level === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain('Scheduled job "automatic backup" failed');
  });

  it("a queued photo stays while the backups cannot be listed", async () => {
    const hash = "a".repeat(64);
    await broken.db.insert(photoRemovals).values({ hash, unusedOn: "2026-01-01" });
    broken.clearLogs();
    expect((await broken.scheduled(new Date("2026-11-29T09:00:00Z"))).outcome).toBe("ok");
    const errors = broken.logs().filter((line) => line.level === "error");
    expect(errors.map((line) => line.message)).toEqual([
      expect.stringContaining('Scheduled job "photos no kept backup names" failed'),
      expect.stringContaining('Scheduled job "automatic backup" failed'),
    ]);
    expect(await broken.db.select().from(photoRemovals)).toEqual([
      { hash, unusedOn: "2026-01-01" },
    ]);
  });

  it("GET /api/admin/backups answers 503 when the store fails, as the other admin reads", async () => {
    const response = await broken.fetch(
      "/api/admin/backups",
      jsonRequest("GET", undefined, { Cookie: brokenCookies.admin }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
  });
});
