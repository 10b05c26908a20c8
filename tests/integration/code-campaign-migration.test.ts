import { describe, expect, it } from "vitest";
import { applyMigration, columnsOf } from "../support/migrations";
import { migrationSuite } from "../support/worker-suite";

/**
 * migrations/0002_invitation_campaigns.sql
 * (docs/decisions/019-invitation-campaigns.md) on a database that already holds
 * codes: each keeps every value it had and gets no campaign, the associates'
 * programme and no expiry. The database is D1 in workerd, reached through the
 * tests' storage harness, with 0000 and 0001 applied first.
 */

const d1 = migrationSuite("code-migration-test");

const NEW_COLUMNS = ["campaign", "kind", "expires_at"];

type CodeRow = Record<string, unknown>;

const codeRows = async () =>
  (await d1.prepare("SELECT * FROM invitation_codes ORDER BY id").all<CodeRow>()).results;

describe("0002_invitation_campaigns.sql over existing codes", () => {
  const createdAt = Date.parse("2026-01-15T17:45:00.123Z");
  let before: CodeRow[] = [];

  it("starts from 0000 and 0001: codes, one of them used by a request, without the new columns", async () => {
    await applyMigration(d1, "0000_init.sql");
    await applyMigration(d1, "0001_request_workflow.sql");
    const columns = await columnsOf(d1, "invitation_codes");
    for (const column of NEW_COLUMNS) expect(columns).not.toContain(column);
    await d1.batch([
      d1
        .prepare(
          "INSERT INTO invitation_codes (code, name, company, email, phone, is_used, used_at, used_by, created_at, updated_at) VALUES ('VIEJO-1', 'Rita Gómez', 'Café Viejo', 'rita@ejemplo.example', '771 555 0101', 1, ?, 1, ?, ?), ('VIEJO-2', 'Saúl Ibarra', 'Bar Viejo', NULL, NULL, 0, NULL, NULL, ?, ?)",
        )
        .bind(createdAt + 5000, createdAt, createdAt + 5000, createdAt + 1000, createdAt + 1000),
      d1
        .prepare(
          "INSERT INTO invitation_requests (kind, invitation_code_id, invitation_code, name, email, phone, message, created_at) VALUES ('client', 1, 'VIEJO-1', 'Rita Gómez', 'rita@ejemplo.example', '771 555 0101', NULL, ?)",
        )
        .bind(createdAt + 5000),
    ]);
    before = await codeRows();
    expect(before).toHaveLength(2);
  });

  it("keeps every code as it was: no campaign, the associates' programme, never expiring", async () => {
    await applyMigration(d1, "0002_invitation_campaigns.sql");
    expect(await columnsOf(d1, "invitation_codes")).toEqual([
      ...Object.keys(before[0] ?? {}),
      ...NEW_COLUMNS,
    ]);
    expect(await codeRows()).toEqual(
      before.map((row) => ({ ...row, campaign: null, kind: "associate", expires_at: null })),
    );
    // The request made with the used code is untouched too.
    expect(
      await d1.prepare("SELECT invitation_code, kind, name FROM invitation_requests").all(),
    ).toMatchObject({
      results: [{ invitation_code: "VIEJO-1", kind: "client", name: "Rita Gómez" }],
    });
  });

  it("then takes codes with a campaign, a programme and a date, and refuses a programme it does not know", async () => {
    await d1
      .prepare(
        "INSERT INTO invitation_codes (code, name, company, campaign, kind, expires_at) VALUES ('K7QM-3XHP-R9WD', 'Invitado', 'Club de Catas', 'Cata de noviembre', 'client', '2026-11-30')",
      )
      .run();
    expect(
      await d1
        .prepare(
          "SELECT campaign, kind, expires_at FROM invitation_codes WHERE code = 'K7QM-3XHP-R9WD'",
        )
        .first(),
    ).toEqual({ campaign: "Cata de noviembre", kind: "client", expires_at: "2026-11-30" });
    await expect(
      d1.prepare("UPDATE invitation_codes SET kind = 'mayorista' WHERE code = 'VIEJO-2'").run(),
    ).rejects.toThrow(/CHECK constraint failed/);
    expect(
      await d1.prepare("SELECT kind FROM invitation_codes WHERE code = 'VIEJO-2'").first(),
    ).toEqual({ kind: "associate" });
    const index = await d1
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'invitation_codes' AND name = 'invitation_codes_campaign_idx'",
      )
      .first();
    expect(index).toEqual({ name: "invitation_codes_campaign_idx" });
  });
});
