import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimitHits } from "../../app/db/schema";
import { CODE_LOOKUPS, REQUEST_SUBMISSIONS } from "../../app/services/invitation-limits.server";
import { freshAddresses } from "../support/addresses";
import { formRequest } from "../support/api";
import { codeRow, freshCodes, requestsFor } from "../support/codes";
import { unescapeHtml } from "../support/html";
import { workerSuite } from "../support/worker-suite";
import {
  INVALID_CODE,
  ALREADY_USED,
  TOO_MANY,
  THANKS,
  BOX_THANKS,
  SAMPLE_THANKS,
  SEND_ERROR,
} from "../support/messages";

const UNAVAILABLE =
  "No pudimos guardar su solicitud en este momento. Por favor intente de nuevo en unos minutos.";
const CHAT = "https://wa.me/527711234567?text=";

const worker = workerSuite();

/** A client address no other test uses, so rate limits never interfere. */
const freshAddress = freshAddresses("10.40");

const CONTACT = {
  name: "Rosa Elena Castillo",
  email: "rosa.castillo@example.com",
  phone: "771 555 0199",
} as const;

/** An unused code of its own for each test. */
const freshCode = freshCodes("PAGINA", { company: "Cocina de Prueba", ...CONTACT });

const page = (path: string, address = freshAddress()) =>
  worker.fetch(path, { headers: { "CF-Connecting-IP": address } });

/**
 * A form post as a browser without JavaScript sends it. Miniflare sends the
 * loopback Host, which the Worker normalises; Origin names the same site.
 */
function post(path: string, body: Record<string, string>, address = freshAddress()) {
  return worker.fetch(path, formRequest(body, { "CF-Connecting-IP": address }));
}

function validBody(code: string): Record<string, string> {
  return { invitationCode: code, ...CONTACT, message: "Para la barra del restaurante." };
}

/** The <main> of a page, React's <!-- --> separators removed. */
async function readMain(response: Response): Promise<string> {
  const html = (await response.text()).replaceAll("<!-- -->", "");
  return html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
}

/** The opening tag of the element with this id. */
function tagWithId(html: string, id: string): string {
  return html.match(new RegExp(`<(?:input|textarea)[^>]*\\bid="${id}"[^>]*>`))?.[0] ?? "";
}

function valueOf(html: string, id: string): string | null {
  const tag = tagWithId(html, id);
  if (tag.startsWith("<textarea")) {
    const text = html.match(new RegExp(`<textarea[^>]*\\bid="${id}"[^>]*>([^<]*)</textarea>`));
    return text ? unescapeHtml(text[1] ?? "") : null;
  }
  const value = tag.match(/\bvalue="([^"]*)"/);
  return value ? unescapeHtml(value[1] ?? "") : null;
}

const FIELD_IDS = {
  name: "solicitud-invitacion-name",
  email: "solicitud-invitacion-email",
  phone: "solicitud-invitacion-phone",
  message: "solicitud-invitacion-message",
} as const;

/** Whether an opening tag carries a boolean attribute (readonly, disabled). */
function hasAttribute(tag: string, name: string): boolean {
  return new RegExp(`\\s${name}(?:=""|\\s|/?>)`, "i").test(tag);
}

/** The opening tag of the submit button with this label. */
function submitButton(html: string, label: string): string {
  const button = html.match(
    new RegExp(`<button[^>]*type="submit"[^>]*>(?:(?!</button>)[\\s\\S])*${label}`),
  )?.[0];
  return button?.match(/^<button[^>]*>/)?.[0] ?? "";
}

function chatLink(html: string): string | null {
  const href = html.match(
    /<a[^>]*href="(https:\/\/wa\.me\/[^"]+)"[^>]*>(?:(?!<\/a>)[\s\S])*Contactar por WhatsApp/,
  );
  return href?.[1] ? unescapeHtml(href[1]) : null;
}

function boxChat(code: string): string {
  return `${CHAT}${encodeURIComponent(
    `Hola, tengo el código de invitación ${code} y me gustaría coordinar la entrega de mi caja de maridaje.`,
  )}`;
}

function sampleChat(code: string): string {
  return `${CHAT}${encodeURIComponent(
    `Hola, tengo el código de invitación ${code} y me gustaría coordinar la entrega de mi muestra.`,
  )}`;
}

describe("the invitation pages before a code", () => {
  it.each([
    ["/associates", "Asociados", "Enviar Solicitud"],
    ["/clients", "Programa de Clientes Distinguidos", "Solicitar Muestra"],
  ])(
    "%s shows its title, the five fields locked and empty, and a disabled submit",
    async (path, title, submit) => {
      const response = await page(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const html = (await response.text()).replaceAll("<!-- -->", "");
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html).toContain(`<title>${title} | `);
      expect(html).toContain(`rel="canonical" href="https://mielpicosa.example${path}"`);
      expect(html).not.toContain('name="robots"');
      const main = html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
      for (const label of [
        "Código de Invitación",
        "Nombre Completo",
        "Correo Electrónico",
        "Teléfono",
        "Mensaje (Opcional)",
      ]) {
        expect(main).toMatch(new RegExp(`<label[^>]*>${label.replace(/[()]/g, "\\$&")}</label>`));
      }
      expect(tagWithId(main, "codigo-invitacion")).toContain('name="code"');
      expect(main).toMatch(new RegExp(`<form[^>]*method="get"[^>]*action="${path}"`));
      expect(main).toMatch(new RegExp(`<form[^>]*method="post"[^>]*action="${path}"`));
      expect(tagWithId(main, FIELD_IDS.email)).toContain('type="email"');
      expect(tagWithId(main, FIELD_IDS.phone)).toContain('type="tel"');
      for (const id of Object.values(FIELD_IDS)) {
        expect(hasAttribute(tagWithId(main, id), "readonly"), id).toBe(true);
        expect(valueOf(main, id) ?? "", id).toBe("");
      }
      expect(hasAttribute(submitButton(main, submit), "disabled")).toBe(true);
      expect(main).toContain("Validar código");
      expect(main).toMatch(/<a[^>]*href="\/"[^>]*>(?:(?!<\/a>)[\s\S])*Volver al inicio/);
      expect(main).toMatch(/<a[^>]*href="\/privacidad"[^>]*>Aviso de Privacidad<\/a>/);
      expect(main).toMatch(/<input[^>]*name="website"[^>]*tabindex="-1"/i);
      expect(chatLink(main)).toBeNull();
      expect(main).not.toContain(INVALID_CODE);
    },
  );
});

describe("GET ?code= (the first step without JavaScript)", () => {
  it("fills the form with the code's contact data, unlocks it and offers the chat", async () => {
    const code = await freshCode(worker);
    const address = freshAddress();
    const response = await page(`/associates?code=${code.toLowerCase()}`, address);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = (await response.text()).replaceAll("<!-- -->", "");
    // A URL with a code shows personal data: not for search engines.
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain('rel="canonical" href="https://mielpicosa.example/associates"');
    const main = html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
    expect(valueOf(main, "codigo-invitacion")).toBe(code);
    expect(main).toMatch(
      new RegExp(`<input[^>]*type="hidden"[^>]*name="invitationCode"[^>]*value="${code}"`),
    );
    expect(valueOf(main, FIELD_IDS.name)).toBe(CONTACT.name);
    expect(valueOf(main, FIELD_IDS.email)).toBe(CONTACT.email);
    expect(valueOf(main, FIELD_IDS.phone)).toBe(CONTACT.phone);
    for (const id of Object.values(FIELD_IDS)) {
      expect(hasAttribute(tagWithId(main, id), "readonly"), id).toBe(false);
    }
    expect(hasAttribute(submitButton(main, "Enviar Solicitud"), "disabled")).toBe(false);
    expect(main).toContain("Código válido. Revise sus datos y envíe su solicitud.");
    expect(chatLink(main)).toBe(boxChat(code));
    // The page's look-up goes through the same budget as the JSON look-up, where only
    // failures stay counted: the found code took its attempt back, a mistyped one keeps it.
    const lookupHits = () =>
      worker.db
        .select()
        .from(rateLimitHits)
        .where(
          and(eq(rateLimitHits.bucket, CODE_LOOKUPS.bucket), eq(rateLimitHits.clientKey, address)),
        );
    expect(await lookupHits()).toHaveLength(0);
    expect((await page(`/associates?code=${code}-ERRATA`, address)).status).toBe(200);
    expect(await lookupHits()).toHaveLength(1);
    // Looking a code up does not use it.
    expect((await codeRow(worker, code))?.isUsed).toBe(false);
  });

  it.each([
    ["an unknown code", "NO-EXISTE-123"],
    ["a malformed code", "¿hola?"],
    ["an empty code", ""],
  ])(
    "answers %s with 'Código de invitación no válido' and keeps the form locked",
    async (_label, code) => {
      const response = await page(`/clients?code=${encodeURIComponent(code)}`);
      expect(response.status).toBe(200);
      const main = await readMain(response);
      expect(main).toContain(INVALID_CODE);
      expect(tagWithId(main, "codigo-invitacion")).toContain('aria-invalid="true"');
      for (const id of Object.values(FIELD_IDS)) {
        expect(hasAttribute(tagWithId(main, id), "readonly")).toBe(true);
        expect(valueOf(main, id) ?? "").toBe("");
      }
      expect(hasAttribute(submitButton(main, "Solicitar Muestra"), "disabled")).toBe(true);
      expect(chatLink(main)).toBeNull();
    },
  );

  it("answers a used code exactly like an unknown one", async () => {
    const code = await freshCode(worker);
    expect((await post("/associates", validBody(code))).status).toBe(200);
    const main = await readMain(await page(`/associates?code=${code}`));
    expect(main).toContain(INVALID_CODE);
    expect(valueOf(main, FIELD_IDS.name) ?? "").toBe("");
    expect(main).not.toContain(CONTACT.name);
  });

  it("stops look-ups past the limit with 429, the Spanish message and Retry-After", async () => {
    const code = await freshCode(worker);
    const address = freshAddress();
    for (let i = 0; i < CODE_LOOKUPS.limit; i++) {
      expect((await page(`/associates?code=NO-ES-${i}`, address)).status).toBe(200);
    }
    const response = await page(`/associates?code=${code}`, address);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const main = await readMain(response);
    expect(main).toContain(TOO_MANY);
    expect(valueOf(main, FIELD_IDS.name) ?? "").toBe("");
  });
});

describe("POST to the page (the second step)", () => {
  it("stores a pairing-box request from /associates, uses the code and says thank you", async () => {
    const code = await freshCode(worker);
    const response = await post("/associates", validBody(code));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const main = await readMain(response);
    expect(main).toMatch(
      new RegExp(`role="status"[^>]*><p[^>]*>${THANKS}</p><p[^>]*>${BOX_THANKS}</p>`),
    );
    expect(chatLink(main)).toBe(boxChat(code));
    // The form is locked, and shows what was sent.
    expect(main).toMatch(/<fieldset disabled=""/);
    expect(valueOf(main, FIELD_IDS.name)).toBe(CONTACT.name);
    expect(hasAttribute(submitButton(main, "Enviar Solicitud"), "disabled")).toBe(true);

    const rows = await requestsFor(worker, code);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      kind: "associate",
      invitationCode: code,
      ...CONTACT,
      message: "Para la barra del restaurante.",
    });
    const used = await codeRow(worker, code);
    expect(used?.isUsed).toBe(true);
    expect(used?.usedAt).toBeInstanceOf(Date);
    expect(used?.usedBy).toBe(row?.id);
  });

  it("counts each line break of the message once, as typed: 2,000 characters over many lines are taken", async () => {
    const code = await freshCode(worker);
    // What the visitor typed: 2000 characters in the textarea, over a hundred
    // lines; the browser sends each break as CRLF, over 2100 characters.
    const typed = Array.from({ length: 118 }, (_, line) => `Línea ${line}`.padEnd(16, "."))
      .join("\n")
      .slice(0, 2000);
    expect(typed).toHaveLength(2000);
    expect(typed.split("\n").length).toBeGreaterThan(100);
    const response = await post("/associates", {
      ...validBody(code),
      message: typed.replaceAll("\n", "\r\n"),
    });
    expect(response.status).toBe(200);
    const [row] = await requestsFor(worker, code);
    expect(row?.message).toBe(typed);
  });

  it("stores a sample request from /clients, whatever kind the form claims", async () => {
    const code = await freshCode(worker);
    const response = await post("/clients", {
      ...validBody(code.toLowerCase()),
      message: "",
      kind: "associate",
    });
    expect(response.status).toBe(200);
    const main = await readMain(response);
    expect(main).toContain(THANKS);
    expect(main).toContain(SAMPLE_THANKS);
    expect(chatLink(main)).toBe(sampleChat(code));
    const [row] = await requestsFor(worker, code);
    expect(row).toMatchObject({ kind: "client", invitationCode: code, message: null });
    expect((await codeRow(worker, code))?.usedBy).toBe(row?.id);
  });

  it("refuses invalid fields with the spec's messages, keeps what was typed and stores nothing", async () => {
    const code = await freshCode(worker);
    const response = await post("/associates", {
      invitationCode: code,
      name: "  ",
      email: "rosa-sin-arroba",
      phone: "771 55",
      message: "Mi mensaje",
    });
    expect(response.status).toBe(400);
    const main = await readMain(response);
    expect(main).toContain("El nombre es requerido");
    expect(main).toContain("El correo electrónico no es válido");
    expect(main).toContain("El teléfono debe tener al menos 10 dígitos");
    expect(valueOf(main, FIELD_IDS.email)).toBe("rosa-sin-arroba");
    expect(valueOf(main, FIELD_IDS.phone)).toBe("771 55");
    expect(valueOf(main, FIELD_IDS.message)).toBe("Mi mensaje");
    expect(valueOf(main, "codigo-invitacion")).toBe(code);
    expect(tagWithId(main, FIELD_IDS.email)).toContain('aria-invalid="true"');
    // The code is still good: the visitor corrects the fields and sends again.
    expect(hasAttribute(tagWithId(main, FIELD_IDS.email), "readonly")).toBe(false);
    expect(hasAttribute(submitButton(main, "Enviar Solicitud"), "disabled")).toBe(false);
    expect(main).not.toContain(THANKS);
    expect(await requestsFor(worker, code)).toHaveLength(0);
    expect((await codeRow(worker, code))?.isUsed).toBe(false);
  });

  it("asks for the code when none is sent", async () => {
    const response = await post("/associates", { ...validBody(""), invitationCode: "" });
    expect(response.status).toBe(400);
    expect(await readMain(response)).toContain("El código de invitación es requerido");
  });

  it("refuses a used code with 409 and its message, keeps what was typed, and stores nothing more", async () => {
    const code = await freshCode(worker);
    expect((await post("/associates", validBody(code))).status).toBe(200);
    const response = await post("/associates", { ...validBody(code), name: "Otra Persona" });
    expect(response.status).toBe(409);
    const main = await readMain(response);
    expect(main).toMatch(new RegExp(`role="alert"[\\s\\S]*${SEND_ERROR}[\\s\\S]*${ALREADY_USED}`));
    expect(main).not.toContain(THANKS);
    expect(valueOf(main, FIELD_IDS.name)).toBe("Otra Persona");
    // The code cannot be used: the form stays locked until another one is validated.
    expect(hasAttribute(submitButton(main, "Enviar Solicitud"), "disabled")).toBe(true);
    expect(chatLink(main)).toBeNull();
    const rows = await requestsFor(worker, code);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe(CONTACT.name);
  });

  it("with fields to correct, does not call a code good that was used meanwhile: 404 and the form locked", async () => {
    const code = await freshCode(worker);
    expect((await post("/associates", validBody(code))).status).toBe(200);
    const response = await post("/associates", { ...validBody(code), phone: "771 55" });
    expect(response.status).toBe(404);
    const main = await readMain(response);
    expect(main).toContain(INVALID_CODE);
    expect(main).not.toContain("Código válido");
    expect(hasAttribute(submitButton(main, "Enviar Solicitud"), "disabled")).toBe(true);
    expect(valueOf(main, FIELD_IDS.phone)).toBe("771 55");
    expect(await requestsFor(worker, code)).toHaveLength(1);
  });

  it("refuses an unknown code with 404 and 'Código de invitación no válido'", async () => {
    const response = await post("/clients", validBody("NO-EXISTE-999"));
    expect(response.status).toBe(404);
    const main = await readMain(response);
    expect(main).toMatch(new RegExp(`role="alert"[\\s\\S]*${INVALID_CODE}`));
    expect(await requestsFor(worker, "NO-EXISTE-999")).toHaveLength(0);
  });

  it("shares the code with POST /api/associates: a code used there is refused here", async () => {
    const code = await freshCode(worker);
    const api = await worker.fetch("/api/associates", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshAddress() },
      body: JSON.stringify({ ...validBody(code), kind: "client" }),
    });
    expect(api.status).toBe(201);
    const response = await post("/associates", validBody(code));
    expect(response.status).toBe(409);
    expect(await readMain(response)).toContain(ALREADY_USED);
    const rows = await requestsFor(worker, code);
    expect(rows.map((row) => row.kind)).toEqual(["client"]);
  });

  it("drops a filled honeypot quietly: a thank-you, nothing stored, the code still unused", async () => {
    const code = await freshCode(worker);
    const response = await post("/associates", {
      ...validBody(code),
      website: "https://spam.example",
    });
    expect(response.status).toBe(200);
    expect(await readMain(response)).toContain(THANKS);
    expect(await requestsFor(worker, code)).toHaveLength(0);
    expect((await codeRow(worker, code))?.isUsed).toBe(false);
  });

  it("stops submissions past the limit with 429, its message and Retry-After, storing nothing", async () => {
    const address = freshAddress();
    for (let i = 0; i < REQUEST_SUBMISSIONS.limit; i++) {
      expect((await post("/clients", validBody(`NO-HAY-${i}`), address)).status).toBe(404);
    }
    const code = await freshCode(worker);
    const response = await post("/clients", validBody(code), address);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    const main = await readMain(response);
    expect(main).toContain(TOO_MANY);
    // Only a pause is needed: the code stays usable and what was typed stays.
    expect(valueOf(main, FIELD_IDS.name)).toBe(CONTACT.name);
    expect(hasAttribute(submitButton(main, "Solicitar Muestra"), "disabled")).toBe(false);
    expect(await requestsFor(worker, code)).toHaveLength(0);
    expect((await codeRow(worker, code))?.isUsed).toBe(false);
  });

  it("answers a database failure with 503, Retry-After: 30 and a clear message, storing nothing", async () => {
    const code = await freshCode(worker);
    // The insert of the request fails inside the service's batch.
    await worker.d1
      .prepare(
        "CREATE TRIGGER fail_requests BEFORE INSERT ON invitation_requests BEGIN SELECT RAISE(ABORT, 'fallo simulado'); END",
      )
      .run();
    let response: Response;
    try {
      response = await post("/associates", validBody(code));
    } finally {
      await worker.d1.prepare("DROP TRIGGER fail_requests").run();
    }
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    const main = await readMain(response);
    expect(main).toMatch(new RegExp(`role="alert"[\\s\\S]*${SEND_ERROR}[\\s\\S]*${UNAVAILABLE}`));
    expect(valueOf(main, FIELD_IDS.email)).toBe(CONTACT.email);
    // The batch is atomic: the code was not used either.
    expect(await requestsFor(worker, code)).toHaveLength(0);
    const row = await codeRow(worker, code);
    expect(row?.isUsed).toBe(false);
    expect(row?.usedBy).toBeNull();
    // Once the database is back, the same request goes through.
    expect((await post("/associates", validBody(code))).status).toBe(200);
  });

  it("lets one of two pages racing on one code store its request; the other gets 409", async () => {
    for (let round = 0; round < 3; round++) {
      const code = await freshCode(worker);
      const responses = await Promise.all([
        post("/associates", validBody(code)),
        post("/clients", validBody(code)),
      ]);
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = responses.find((response) => response.status === 409);
      expect(await readMain(loser ?? new Response(""))).toContain(ALREADY_USED);
      const rows = await requestsFor(worker, code);
      expect(rows).toHaveLength(1);
      const winner = responses[0]?.status === 200 ? "associate" : "client";
      expect(rows[0]?.kind).toBe(winner);
      expect((await codeRow(worker, code))?.usedBy).toBe(rows[0]?.id);
    }
  });
});
