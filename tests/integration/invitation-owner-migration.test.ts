import { describe, expect, it } from "vitest";
import { applyMigration, migrationFiles } from "../support/migrations";
import { migrationSuite } from "../support/worker-suite";

/**
 * The migration that makes an invitation link go with the admin who made it
 * (docs/decisions/026-accounts-passkeys-and-sessions.md), on a database that
 * already holds links: a link whose admin was removed before (its maker set
 * to NULL) is dropped, as it is void; the others stay as they were; and
 * removing an admin from then on removes their links.
 */

const d1 = migrationSuite("invitation-owner-migration-test");

const [migration] = migrationFiles().filter((file) => /invitations_go_with_their_admin/.test(file));

describe("the migration of invitation links to their admin", () => {
  it("starts from the earlier migrations: links kept after their admin was removed", async () => {
    if (!migration) throw new Error("no invitation-owner migration in migrations/");
    for (const file of migrationFiles().filter((name) => name < migration)) {
      await applyMigration(d1, file);
    }
    await d1.batch([
      d1.prepare(
        "INSERT INTO users (id, username, password_hash, is_admin) VALUES (1, 'duena', 'x', 1), (2, 'ayudante', 'x', 1)",
      ),
      d1.prepare(
        "INSERT INTO admin_invitations (id, token_hash, invited_by, expires_at) VALUES (1, 'a', 1, 4102444800000), (2, 'b', 2, 4102444800000), (3, 'c', 2, 4102444800000)",
      ),
    ]);
    await d1.prepare("PRAGMA foreign_keys = ON").run();
    await d1.prepare("DELETE FROM users WHERE id = 2").run();
    const orphans = await d1
      .prepare("SELECT id FROM admin_invitations WHERE invited_by IS NULL ORDER BY id")
      .all();
    expect(orphans.results).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it("drops the links of removed admins and keeps the others as they were", async () => {
    if (!migration) throw new Error("no invitation-owner migration in migrations/");
    await applyMigration(d1, migration);
    const rows = await d1
      .prepare("SELECT id, token_hash, invited_by, expires_at, used_at FROM admin_invitations")
      .all();
    expect(rows.results).toEqual([
      { id: 1, token_hash: "a", invited_by: 1, expires_at: 4102444800000, used_at: null },
    ]);
  });

  it("removes an admin's links with the admin, and refuses a link without one", async () => {
    await d1.prepare("PRAGMA foreign_keys = ON").run();
    await d1.prepare("DELETE FROM users WHERE id = 1").run();
    const rows = await d1.prepare("SELECT id FROM admin_invitations").all();
    expect(rows.results).toEqual([]);
    await expect(
      d1
        .prepare(
          "INSERT INTO admin_invitations (token_hash, invited_by, expires_at) VALUES ('d', NULL, 1)",
        )
        .run(),
    ).rejects.toThrow(/NOT NULL/);
  });
});
