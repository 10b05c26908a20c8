import { describe, expect, it } from "vitest";
import { applyMigration, columnsOf } from "../support/migrations";
import { migrationSuite } from "../support/worker-suite";

/**
 * migrations/0001_request_workflow.sql (docs/decisions/018-request-inbox.md) on
 * a database that already holds requests: each keeps its data and arrives as
 * 'nueva', with no notice sent ('off') and no note. The database is D1 in
 * workerd, reached through the tests' storage harness, with only 0000_init.sql
 * applied first.
 */

const d1 = migrationSuite("migration-test");

interface MigratedRow {
  id: number;
  kind: string;
  invitation_code_id: number;
  invitation_code: string;
  name: string;
  email: string;
  phone: string;
  message: string | null;
  created_at: number;
  status: string;
  status_changed_at: number | null;
  note: string | null;
  notice_state: string;
  notice_at: number | null;
}

describe("0001_request_workflow.sql over existing requests", () => {
  const createdAt = Date.parse("2026-01-15T17:45:00.123Z");

  it("starts from 0000_init.sql alone: requests without the new columns", async () => {
    await applyMigration(d1, "0000_init.sql");
    expect(await columnsOf(d1, "invitation_requests")).not.toContain("status");
    expect(await columnsOf(d1, "request_status_changes")).toEqual([]);
    await d1.batch([
      d1.prepare(
        "INSERT INTO invitation_codes (code, name, company, is_used) VALUES ('VIEJO-1', 'Rita', 'Café Viejo', 1), ('VIEJO-2', 'Saúl', 'Bar Viejo', 1)",
      ),
      d1
        .prepare(
          "INSERT INTO invitation_requests (kind, invitation_code_id, invitation_code, name, email, phone, message, created_at) VALUES ('associate', 1, 'VIEJO-1', 'Rita Gómez', 'rita@ejemplo.example', '771 555 0101', 'Una caja, por favor.', ?), ('client', 2, 'VIEJO-2', 'Saúl Ibarra', 'saul@ejemplo.example', '771 555 0102', NULL, ?)",
        )
        .bind(createdAt, createdAt + 1000),
    ]);
  });

  it("keeps every request as it was, now 'nueva', notice 'off', no note, no history", async () => {
    await applyMigration(d1, "0001_request_workflow.sql");
    const rows = (
      (await d1
        .prepare("SELECT * FROM invitation_requests ORDER BY id")
        .all()) as D1Result<MigratedRow>
    ).results;
    expect(rows).toEqual([
      {
        id: 1,
        kind: "associate",
        invitation_code_id: 1,
        invitation_code: "VIEJO-1",
        name: "Rita Gómez",
        email: "rita@ejemplo.example",
        phone: "771 555 0101",
        message: "Una caja, por favor.",
        created_at: createdAt,
        status: "nueva",
        status_changed_at: null,
        note: null,
        notice_state: "off",
        notice_at: null,
      },
      {
        id: 2,
        kind: "client",
        invitation_code_id: 2,
        invitation_code: "VIEJO-2",
        name: "Saúl Ibarra",
        email: "saul@ejemplo.example",
        phone: "771 555 0102",
        message: null,
        created_at: createdAt + 1000,
        status: "nueva",
        status_changed_at: null,
        note: null,
        notice_state: "off",
        notice_at: null,
      },
    ]);
    expect(await columnsOf(d1, "request_status_changes")).toEqual([
      "id",
      "request_id",
      "status",
      "changed_at",
    ]);
    const history = await d1.prepare("SELECT count(*) AS n FROM request_status_changes").first();
    expect(history?.n).toBe(0);
  });

  it("then takes a status change and its history line, and refuses a status it does not know", async () => {
    await d1.batch([
      d1.prepare(
        "UPDATE invitation_requests SET status = 'contactada', status_changed_at = 1768500000000, note = 'Llamada hecha' WHERE id = 1",
      ),
      d1.prepare(
        "INSERT INTO request_status_changes (request_id, status, changed_at) VALUES (1, 'contactada', 1768500000000)",
      ),
    ]);
    expect(
      await d1.prepare("SELECT status, note FROM invitation_requests WHERE id = 1").first(),
    ).toEqual({ status: "contactada", note: "Llamada hecha" });
    await expect(
      d1.prepare("UPDATE invitation_requests SET status = 'cerrada' WHERE id = 2").run(),
    ).rejects.toThrow(/CHECK constraint failed/);
    await expect(
      d1.prepare("UPDATE invitation_requests SET notice_state = 'perdido' WHERE id = 2").run(),
    ).rejects.toThrow(/CHECK constraint failed/);
    await expect(
      d1
        .prepare("INSERT INTO request_status_changes (request_id, status) VALUES (2, 'archivada')")
        .run(),
    ).rejects.toThrow(/CHECK constraint failed/);
    expect(await d1.prepare("SELECT status FROM invitation_requests WHERE id = 2").first()).toEqual(
      { status: "nueva" },
    );
  });
});
