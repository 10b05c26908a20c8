import PostalMime from "postal-mime";
import { describe, expect, it } from "vitest";
import type { InboxRequest } from "../../app/services/request-inbox.server";
import {
  requestAdminUrl,
  requestNoticeMessage,
  requestNoticeText,
} from "../../app/services/request-notice-message.server";
import { defaultSiteSettings } from "../../app/validation/site-settings";

const request: InboxRequest = {
  id: 42,
  kind: "client",
  invitationCodeId: 7,
  invitationCode: "CATA-2026",
  name: "José Ñúñez",
  email: "jose@example.com",
  phone: "771 555 0101",
  message: "Quisiera probar la miel picosa.\nGracias.",
  // 00:05 in Mexico City on the 24th.
  createdAt: new Date("2026-11-24T06:05:00Z"),
  status: "nueva",
  statusChangedAt: null,
  note: null,
  noticeState: "pending",
  noticeAt: null,
  company: "Bistró La Cañada",
};

const addresses = { to: "dueno@example.com", from: "avisos@miel.example" };
const adminUrl = requestAdminUrl("https://miel.example", 42);
const senderName = defaultSiteSettings.business.name;

describe("requestAdminUrl", () => {
  it("is the absolute address of the request's page in the admin", () => {
    expect(adminUrl).toBe("https://miel.example/admin/requests/42");
    expect(requestAdminUrl("http://localhost:8787", 3)).toBe(
      "http://localhost:8787/admin/requests/3",
    );
  });
});

describe("requestNoticeText", () => {
  it("says the kind and gives every field, the code's company, the time in Mexico City and the link", () => {
    expect(requestNoticeText(request, adminUrl).split("\r\n")).toEqual([
      "Llegó una nueva solicitud de muestra.",
      "",
      "Nombre: José Ñúñez",
      "Correo electrónico: jose@example.com",
      "Teléfono: 771 555 0101",
      "Código de invitación: CATA-2026 (Bistró La Cañada)",
      "Recibida: 24 nov 2026, 00:05 (hora de la Ciudad de México)",
      "",
      "Mensaje:",
      "Quisiera probar la miel picosa.",
      "Gracias.",
      "",
      "Ver la solicitud en el panel:",
      "https://miel.example/admin/requests/42",
      "",
      "Responda a este correo para escribir directamente a quien hizo la solicitud.",
      "",
    ]);
  });

  it("names a pairing box, and says when there is no message or no company", () => {
    const text = requestNoticeText(
      { ...request, kind: "associate", message: null, company: null },
      adminUrl,
    );
    expect(text).toContain("Llegó una nueva solicitud de caja de maridaje.");
    expect(text).toContain("Mensaje:\r\n(sin mensaje)");
    expect(text).toContain("Código de invitación: CATA-2026\r\n");
  });
});

describe("requestNoticeMessage", () => {
  it("is a MIME message a mail program reads back: sender, recipient, reply-to, subject, Message-ID and text", async () => {
    const raw = requestNoticeMessage(request, addresses, adminUrl, senderName);
    const parsed = await PostalMime.parse(raw);
    expect(parsed.from).toEqual({ name: "Miel Picosa de Hidalgo", address: "avisos@miel.example" });
    expect(parsed.to).toEqual([{ name: "", address: "dueno@example.com" }]);
    expect(parsed.replyTo).toEqual([{ name: "", address: "jose@example.com" }]);
    expect(parsed.subject).toBe("Nueva solicitud de muestra: José Ñúñez");
    expect(parsed.messageId).toMatch(/^<solicitud-42-[0-9a-f-]{36}@miel\.example>$/);
    expect(parsed.text).toBe(requestNoticeText(request, adminUrl));
  });

  it("keeps every line within 78 characters, whatever the message's length", () => {
    const raw = requestNoticeMessage(
      { ...request, message: "ñ".repeat(2000) },
      addresses,
      adminUrl,
      senderName,
    );
    for (const line of raw.split("\r\n")) expect(line.length).toBeLessThanOrEqual(78);
  });

  it("gives every message its own Message-ID", () => {
    const first = requestNoticeMessage(request, addresses, adminUrl, senderName);
    const second = requestNoticeMessage(request, addresses, adminUrl, senderName);
    const idOf = (raw: string) => /^Message-ID: (.+)$/m.exec(raw)?.[1];
    expect(idOf(first)).toBeDefined();
    expect(idOf(first)).not.toBe(idOf(second));
  });

  it("cannot be given another header through the requester's name", async () => {
    const raw = requestNoticeMessage(
      { ...request, name: "Ana\r\nBcc: intruso@example.com" },
      addresses,
      adminUrl,
      senderName,
    );
    expect(raw).not.toMatch(/^Bcc:/im);
    const parsed = await PostalMime.parse(raw);
    expect(parsed.subject).toBe("Nueva solicitud de muestra: Ana Bcc: intruso@example.com");
    expect(parsed.bcc).toBeUndefined();
  });
});
