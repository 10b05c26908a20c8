import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invitationCodes, invitationRequests, products, rateLimitHits } from "../../app/db/schema";
import { CODE_LOOKUPS, REQUEST_SUBMISSIONS } from "../../app/services/invitation-limits.server";
import { LOGIN_FAILURES } from "../../app/services/rate-limit.server";
import { freshAddresses } from "../support/addresses";
import { ORIGIN, postForm } from "../support/api";
import { SPAM_ROBOT } from "../support/fixtures";
import { codeRow, storeCode } from "../support/codes";
import { adminCookie } from "../support/session";
import { snapshot } from "../support/snapshots";
import { PNG_1X1, PNG_2X3, PNG_8001X1, SVG, WEBP_1X1 } from "../support/test-images";
import { TEST_ADMIN } from "../support/worker";
import { workerSuite } from "../support/worker-suite";
import { INVALID_CODE, TOO_MANY } from "../support/messages";

/**
 * SECURITY.md "Limits and abuse", through the pages a browser without
 * JavaScript uses (the JSON API's own limits are in api-session,
 * api-invitations, api-guards and uploads): failed sign-ins, code look-ups,
 * honeypots, bounded bodies, and the number and size of uploaded pictures.
 */

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await adminCookie(worker)));

/** A client address no other test uses, so rate limits never interfere. */
const freshAddress = freshAddresses("10.88");

const post = (path: string, body: URLSearchParams | FormData, headers?: Record<string, string>) =>
  postForm(worker, path, body, headers);

const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

function signIn(password: string, address: string) {
  return post("/admin/auth", new URLSearchParams({ username: TEST_ADMIN.username, password }), {
    "CF-Connecting-IP": address,
  });
}

async function r2Keys(): Promise<string[]> {
  return (await worker.storage.r2Objects()).map((object) => object.key).sort();
}

async function kvState(): Promise<string> {
  return JSON.stringify(await worker.storage.kvEntries());
}

describe("failed sign-ins on /admin/auth", () => {
  it(`allow ${LOGIN_FAILURES.limit} failures per address in 15 minutes, then 429 with Retry-After, even for the right password`, async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= LOGIN_FAILURES.limit; attempt++) {
      expect((await signIn(`mala-${attempt}`, address)).status).toBe(401);
    }
    const limited = await signIn(TEST_ADMIN.password, address);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await text(limited)).toMatch(/Demasiados intentos fallidos/);
    expect(limited.headers.getSetCookie().some((c) => c.includes("mp_session="))).toBe(false);
  });

  it("count an IPv6 visitor by its /64: another address of the same network is still refused", async () => {
    for (let attempt = 1; attempt <= LOGIN_FAILURES.limit; attempt++) {
      expect((await signIn(`mala-${attempt}`, `2001:db8:77:1::${attempt}`)).status).toBe(401);
    }
    expect((await signIn(TEST_ADMIN.password, "2001:db8:77:1:abcd::99")).status).toBe(429);
    expect((await signIn(TEST_ADMIN.password, "2001:db8:77:2::1")).status).toBe(302);
  });

  it("never lock the real admin out from another address", async () => {
    const attacker = freshAddress();
    for (let attempt = 0; attempt <= LOGIN_FAILURES.limit + 2; attempt++) {
      await signIn(`mala-${attempt}`, attacker);
    }
    expect((await signIn(TEST_ADMIN.password, attacker)).status).toBe(429);
    const admin = await signIn(TEST_ADMIN.password, freshAddress());
    expect(admin.status).toBe(302);
    expect(admin.headers.get("Location")).toBe("/admin");
  });

  it("count only the last 15 minutes: older failures no longer block", async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < LOGIN_FAILURES.limit; attempt++) {
      await signIn(`mala-${attempt}`, address);
    }
    expect((await signIn(TEST_ADMIN.password, address)).status).toBe(429);
    // The failures (and the refused attempt) happened 15 minutes ago.
    await worker.db
      .update(rateLimitHits)
      .set({ hitAt: sql`${rateLimitHits.hitAt} - ${LOGIN_FAILURES.windowMs}` })
      .where(
        and(eq(rateLimitHits.bucket, LOGIN_FAILURES.bucket), eq(rateLimitHits.clientKey, address)),
      );
    expect((await signIn(TEST_ADMIN.password, address)).status).toBe(302);
  });

  it("hold under a burst: of 30 concurrent wrong guesses from one address, at most 10 are checked", async () => {
    const address = freshAddress();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(`rafaga-${i}`, address).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      LOGIN_FAILURES.limit,
    );
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(
      true,
    );
  });
});

describe("invitation code look-ups and submissions", () => {
  /** Stores the unused code `LIMITE-<name>` and resolves to it. */
  async function freshCode(name: string): Promise<string> {
    const code = `LIMITE-${name}`;
    await storeCode(worker, code, {
      name: "Rosa Castillo",
      company: "Cocina de Prueba",
      email: "rosa@example.com",
      phone: "7715550199",
    });
    return code;
  }

  it("let a real visitor finish after many typos, and stop the look-up that would pass the limit", async () => {
    const code = await freshCode("VISITANTE");
    const address = freshAddress();
    for (let typo = 0; typo < CODE_LOOKUPS.limit - 1; typo++) {
      const response = await worker.fetch(`/associates?code=LIMITE-VISITANTX${typo}`, {
        headers: { "CF-Connecting-IP": address },
      });
      expect(response.status).toBe(200);
      expect(await text(response)).toContain(INVALID_CODE);
    }
    const found = await worker.fetch(`/associates?code=${code}`, {
      headers: { "CF-Connecting-IP": address },
    });
    expect(found.status).toBe(200);
    expect(await text(found)).toContain("Rosa Castillo");

    // The submission has its own budget: the visitor finishes.
    const sent = await post(
      "/associates",
      new URLSearchParams({
        invitationCode: code,
        name: "Rosa Castillo",
        email: "rosa@example.com",
        phone: "7715550199",
      }),
      { "CF-Connecting-IP": address },
    );
    expect(sent.status).toBe(200);
    expect((await codeRow(worker, code))?.isUsed).toBe(true);

    // The code that was found did not count: one more typo is allowed, the limit's last.
    const last = await worker.fetch(`/associates?code=LIMITE-ULTIMO-INTENTO`, {
      headers: { "CF-Connecting-IP": address },
    });
    expect(await text(last)).toContain(INVALID_CODE);

    // An enumerator from the same address gets nothing more, not even for a real code.
    const other = await freshCode("OTRO");
    const limited = await worker.fetch(`/api/invitation-codes/${other}`, {
      headers: { "CF-Connecting-IP": address },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: TOO_MANY });
  });

  it("let the guests of a tasting behind one address each look up and send their own code", async () => {
    // The venue's Wi-Fi: more guests than either limit, one address.
    const guests = CODE_LOOKUPS.limit + 10;
    const address = freshAddress();
    for (let guest = 0; guest < guests; guest++) {
      const code = await freshCode(`DEGUSTACION-${guest}`);
      const found = await worker.fetch(`/clients?code=${code}`, {
        headers: { "CF-Connecting-IP": address },
      });
      expect(found.status, `guest ${guest}`).toBe(200);
      expect(await text(found), `guest ${guest}`).toContain("Rosa Castillo");
      const sent = await post(
        "/clients",
        new URLSearchParams({
          invitationCode: code,
          name: `Invitada ${guest}`,
          email: "rosa@example.com",
          phone: "7715550199",
        }),
        { "CF-Connecting-IP": address },
      );
      expect(sent.status, `guest ${guest}`).toBe(200);
      expect((await codeRow(worker, code))?.isUsed, `guest ${guest}`).toBe(true);
    }
    // Their successes left the whole budget for failures: a guesser there still stops at the limit.
    for (let guess = 0; guess < CODE_LOOKUPS.limit; guess++) {
      const miss = await worker.fetch(`/api/invitation-codes/LIMITE-ADIVINA-${guess}`, {
        headers: { "CF-Connecting-IP": address },
      });
      expect(miss.status).toBe(404);
    }
    const stopped = await worker.fetch("/api/invitation-codes/LIMITE-ADIVINA-FINAL", {
      headers: { "CF-Connecting-IP": address },
    });
    expect(stopped.status).toBe(429);
  });

  it("answer unknown, used and malformed codes alike on the page (status, message, nothing else)", async () => {
    const used = await freshCode("USADO");
    await worker.db
      .update(invitationCodes)
      .set({ isUsed: true, usedAt: new Date() })
      .where(eq(invitationCodes.code, used));
    const answers = [];
    for (const code of [
      "NO-EXISTE-123",
      used,
      used.toLowerCase(),
      "'; DROP TABLE invitation_codes; --",
      "<script>alert(1)</script>",
      "A/B",
      "x".repeat(70),
    ]) {
      const response = await worker.fetch(`/clients?code=${encodeURIComponent(code)}`, {
        headers: { "CF-Connecting-IP": freshAddress() },
      });
      const html = await text(response);
      answers.push({
        status: response.status,
        message: html.includes(INVALID_CODE),
        contact: html.includes("Rosa Castillo") || html.includes("rosa@example.com"),
      });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify({ status: 200, message: true, contact: false })]),
    );
  });

  it(`allow ${REQUEST_SUBMISSIONS.limit} submissions per address an hour, then 429 on the page too`, async () => {
    const address = freshAddress();
    const body = (code: string) =>
      new URLSearchParams({
        invitationCode: code,
        name: "Rosa Castillo",
        email: "rosa@example.com",
        phone: "7715550199",
      });
    for (let i = 0; i < REQUEST_SUBMISSIONS.limit; i++) {
      const response = await post("/clients", body(`NO-HAY-${i}`), { "CF-Connecting-IP": address });
      expect(response.status).toBe(404);
    }
    const code = await freshCode("SUBMIT");
    const limited = await post("/clients", body(code), { "CF-Connecting-IP": address });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await text(limited)).toContain(TOO_MANY);
  });
});

describe("honeypots on the public forms", () => {
  it.each(["/associates", "/clients"])(
    "%s: a filled honeypot is thanked and dropped; nothing is stored, the code stays unused",
    async (path) => {
      const code = `MIEL-${path.slice(1).toUpperCase()}`;
      await storeCode(worker, code, { name: "Rosa", company: "Cocina" });
      const before = await worker.db.select().from(invitationRequests);
      const response = await post(
        path,
        new URLSearchParams({
          invitationCode: code,
          ...SPAM_ROBOT,
          phone: "7715550199",
        }),
        { "CF-Connecting-IP": freshAddress() },
      );
      expect(response.status).toBe(200);
      expect(await text(response)).toContain("¡Gracias por su interés!");
      expect(await worker.db.select().from(invitationRequests)).toEqual(before);
      expect((await codeRow(worker, code))?.isUsed).toBe(false);
    },
  );

  it("/contact: a filled honeypot goes back to the page, never to the chat", async () => {
    const response = await post(
      "/contact",
      new URLSearchParams({
        ...SPAM_ROBOT,
        message: "Compre seguidores baratos hoy mismo",
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact");
  });
});

describe("request bodies are bounded before they are read", () => {
  const MB = 1024 * 1024;
  /** Each page action and the most it reads; admin ones need the session. */
  const ACTIONS: { path: string; limit: number; admin: boolean }[] = [
    { path: "/contact", limit: 32 * 1024, admin: false },
    { path: "/associates", limit: 32 * 1024, admin: false },
    { path: "/clients", limit: 32 * 1024, admin: false },
    { path: "/admin/auth", limit: 8 * 1024, admin: false },
    { path: "/standalone", limit: 4 * 1024, admin: false },
    { path: "/admin/stores", limit: 64 * 1024, admin: true },
    { path: "/admin/codes", limit: 64 * 1024, admin: true },
    { path: "/admin/recipes", limit: 5 * MB + 64 * 1024, admin: true },
    { path: "/admin/images", limit: 4 * (5 * MB + 64 * 1024), admin: true },
    { path: "/backup", limit: 5 * MB + 64 * 1024, admin: true },
    { path: "/admin?index", limit: 4 * (5 * MB + 64 * 1024), admin: true },
  ];

  /** Posts the form body `body` as it streams, from a fresh address, as the admin if `asAdmin`. */
  const postStream = (
    path: string,
    body: ReadableStream<Uint8Array>,
    asAdmin: boolean,
    headers: Record<string, string> = {},
  ) =>
    worker.fetch(path, {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
        ...headers,
        "CF-Connecting-IP": freshAddress(),
        ...(asAdmin ? { Cookie: admin } : {}),
      },
      body,
      duplex: "half",
    } as RequestInit);

  it.each(ACTIONS)(
    "$path: a Content-Length over $limit bytes is refused without reading the body",
    async ({ path, limit, admin: needsAdmin }) => {
      const before = await snapshot(worker);
      // The body never ends: only an answer given before reading it can arrive.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("intent=enable&redirectTo=%2F&name=x&"));
        },
      });
      const response = await postStream(path, body, needsAdmin, {
        "Content-Length": String(limit + 1),
      });
      // The backup page words it as a file over 5 MB (400); the others 413.
      expect([413, 400], path).toContain(response.status);
      expect(await text(response)).toMatch(/demasiado grande|no debe exceder/);
      // Refused unread, so nothing the body asked for happened (POST /standalone: no mode).
      expect(response.headers.getSetCookie().join(), path).not.toContain("mp_standalone=1");
      expect(await snapshot(worker)).toEqual(before);
    },
  );

  it.each(ACTIONS.filter((action) => action.limit <= 64 * 1024))(
    "$path: a streamed body without Content-Length is cut off past $limit bytes",
    async ({ path, limit, admin: needsAdmin }) => {
      const chunk = new TextEncoder().encode(`message=${"x".repeat(8 * 1024)}&`);
      let sent = 0;
      // One byte over the limit, then the end: the Worker must read it all to
      // know it is too long, so its answer cannot race the upload (which would
      // reset the local connection while the body is still being written).
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const remaining = limit + 1 - sent;
          if (remaining <= 0) return controller.close();
          const part = chunk.subarray(0, Math.min(chunk.byteLength, remaining));
          sent += part.byteLength;
          controller.enqueue(part);
        },
      });
      const response = await postStream(path, body, needsAdmin);
      expect(response.status, path).toBe(413);
    },
  );
});

describe("uploads: one picture per upload, at most 12 per product form, 8000 px a side", () => {
  const file = (bytes: Uint8Array, name: string, type: string) =>
    new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

  it("/api/admin/upload and /admin/images store only one picture of a request carrying several", async () => {
    for (const [path, field] of [
      ["/api/admin/upload", "image"],
      ["/admin/images", "image"],
    ] as const) {
      const before = await r2Keys();
      const form = new FormData();
      form.append(field, file(PNG_1X1, "a.png", "image/png"));
      form.append(field, file(PNG_2X3, "b.png", "image/png"));
      form.append("file", file(WEBP_1X1, "c.webp", "image/webp"));
      const response = await post(path, form, { Cookie: admin });
      expect(response.status, path).toBeLessThan(300);
      // One picture is several objects (its variants), all named by its hash.
      const added = (await r2Keys()).filter((key) => !before.includes(key));
      expect(new Set(added.map((key) => key.slice(0, 64))).size, path).toBeLessThanOrEqual(1);
    }
  });

  it("the product form refuses more than 12 new pictures before storing any", async () => {
    const [r2Before, kvBefore, dbBefore] = [
      await r2Keys(),
      await kvState(),
      await snapshot(worker),
    ];
    const form = new FormData();
    form.append("intent", "create");
    form.append("name", "Miel con demasiadas fotos");
    form.append("description", "Una descripción.");
    form.append("category", "Mieles");
    for (let i = 0; i < 13; i++) {
      // Distinct bytes, so each would be a new object.
      const bytes = new Uint8Array([...PNG_1X1, i]);
      form.append("newImages", file(bytes, `foto-${i}.png`, "image/png"));
    }
    const response = await post("/admin?index", form, { Cookie: admin });
    expect(response.status).toBe(400);
    expect(await text(response)).toContain("Se permiten como máximo 12 imágenes");
    expect(await r2Keys()).toEqual(r2Before);
    expect(await kvState()).toBe(kvBefore);
    expect(await snapshot(worker)).toEqual(dbBefore);
  });

  it.each([
    ["/admin/images", "image"],
    ["/admin?index", "newImages"],
    ["/admin/recipes", "image"],
  ])(
    "%s refuses a picture over 8000 px on a side, or an SVG, storing nothing",
    async (path, field) => {
      for (const [bytes, name, type] of [
        [PNG_8001X1, "ancha.png", "image/png"],
        [SVG, "dibujo.svg", "image/svg+xml"],
      ] as const) {
        const [r2Before, dbBefore] = [await r2Keys(), await snapshot(worker)];
        const form = new FormData();
        form.append("intent", "create");
        form.append(field, file(bytes, name, type));
        const response = await post(path, form, { Cookie: admin });
        expect([400, 415], `${path} ${name}`).toContain(response.status);
        expect(await r2Keys()).toEqual(r2Before);
        expect(await snapshot(worker)).toEqual(dbBefore);
      }
      expect((await worker.db.select().from(products)).length).toBeGreaterThan(0);
    },
  );
});
