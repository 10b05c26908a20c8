import { describe, expect, it } from "vitest";
import {
  CODE_ALPHABET,
  GENERATED_CODE_PATTERN,
  makeInvitationCode,
  makeInvitationCodes,
} from "~/services/code-generator.server";
import { decodeGuestList, parseGuestList } from "~/services/guest-list.server";
import { isServiceError } from "~/services/errors.server";
import { codeState, todayInMexicoCity, isCodeExpired, isIsoDate } from "~/shared/code-expiry";
import { INVITATION_CODE_PATTERN } from "~/validation/invitation-code";

/**
 * The rules of docs/decisions/019-invitation-campaigns.md: the generated codes'
 * format, the guest list's reading, and expiry by Mexico City's date.
 */

describe("generated codes", () => {
  it("are three groups of four over 32 symbols with no 0, O, 1 or I", () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    expect(CODE_ALPHABET).not.toMatch(/[01OI]/);
    for (const code of makeInvitationCodes(500)) {
      expect(code).toMatch(GENERATED_CODE_PATTERN);
      // A generated code is also a code the forms and the look-up accept.
      expect(code).toMatch(INVITATION_CODE_PATTERN);
    }
  });

  it("use every symbol of the alphabet, picked by the low five bits of random bytes", () => {
    const seen = new Set(makeInvitationCodes(400).join("").replaceAll("-", ""));
    expect([...seen].sort().join("")).toBe([...CODE_ALPHABET].sort().join(""));
    const bytes = Uint8Array.from({ length: 12 }, (_, index) => index * 33);
    expect(makeInvitationCode((target) => (target.set(bytes), target))).toBe(
      [...bytes]
        .map((byte) => CODE_ALPHABET[byte & 31])
        .join("")
        .replace(/(.{4})(?!$)/g, "$1-"),
    );
  });

  it("are distinct within a batch and avoid the codes already taken", () => {
    const taken = new Set(makeInvitationCodes(50));
    const batch = makeInvitationCodes(200, taken);
    expect(new Set(batch).size).toBe(200);
    for (const code of batch) expect(taken.has(code)).toBe(false);
  });
});

/** The 400's lines, or the guests when the list is good. */
function read(text: string) {
  try {
    return { guests: parseGuestList(text) };
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return { error: error.message, lines: error.details.fieldErrors?.guests };
  }
}

describe("the guest list", () => {
  it("reads a header in any order, in Spanish or English, with or without accents", () => {
    expect(read("Teléfono,Correo electrónico,Empresa,Nombre\n771,ana@sol.mx,Sol,Ana\n")).toEqual({
      guests: [{ name: "Ana", company: "Sol", email: "ana@sol.mx", phone: "771" }],
    });
    expect(read("company;name\nLuna;Luis\n")).toEqual({
      guests: [{ name: "Luis", company: "Luna", email: null, phone: null }],
    });
  });

  it("takes name, company, e-mail and phone in that order when there is no header", () => {
    expect(read("Ana,Sol,ana@sol.mx,771\r\nBeto,Luna\r\n")).toEqual({
      guests: [
        { name: "Ana", company: "Sol", email: "ana@sol.mx", phone: "771" },
        { name: "Beto", company: "Luna", email: null, phone: null },
      ],
    });
  });

  it("names each bad line by its line in the file, blank lines and quoted line breaks counted", () => {
    const text = 'Nombre,Empresa,Correo\n\nAna,Sol,\n"Luis\nPérez",,malo\nMarta,Café,\n,,\n';
    expect(read(text)).toEqual({
      error: "Una línea de la lista tiene errores; no se guardó ningún código",
      lines: ["Línea 4: La empresa es requerida; El correo electrónico no es válido"],
    });
  });

  it("lists at most 20 bad lines and counts the rest", () => {
    const rows = Array.from({ length: 25 }, (_, index) => `Invitado ${index},`).join("\n");
    const { error, lines } = read(rows);
    expect(error).toBe("25 líneas de la lista tienen errores; no se guardó ningún código");
    expect(lines).toHaveLength(21);
    expect(lines?.[0]).toBe("Línea 1: La empresa es requerida");
    expect(lines?.[20]).toBe("…y 5 más");
  });

  it("decodes UTF-8 (with or without a BOM) and, failing that, Windows-1252", () => {
    const utf8 = new TextEncoder().encode("\uFEFFJosé,Panadería");
    expect(decodeGuestList(utf8)).toBe("José,Panadería");
    expect(decodeGuestList(Uint8Array.from([0x4a, 0x6f, 0x73, 0xe9]))).toBe("José");
  });
});

describe("expiry", () => {
  it("follows Mexico City's date, not UTC's", () => {
    // 02:00 UTC on 1 December is still 30 November in Mexico City (UTC-6).
    expect(todayInMexicoCity(new Date("2026-12-01T02:00:00Z"))).toBe("2026-11-30");
    expect(todayInMexicoCity(new Date("2026-12-01T06:00:00Z"))).toBe("2026-12-01");
  });

  it("lets a code work through its whole last day", () => {
    expect(isCodeExpired("2026-11-30", "2026-11-30")).toBe(false);
    expect(isCodeExpired("2026-11-30", "2026-12-01")).toBe(true);
    expect(isCodeExpired(null, "2999-12-31")).toBe(false);
    expect(codeState({ isUsed: false, expiresAt: "2026-11-29" }, "2026-11-30")).toBe("vencido");
    expect(codeState({ isUsed: true, expiresAt: "2026-11-29" }, "2026-11-30")).toBe("usado");
    expect(codeState({ isUsed: false, expiresAt: null }, "2026-11-30")).toBe("sin-usar");
  });

  it("takes only real calendar dates", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-29", "2026-13-01", "2026-1-5", "30/11/2026", "", "1999-12-31"]) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
  });
});

describe("the guest list's odd shapes", () => {
  it("counts the lines of Excel for Mac's lone carriage returns", () => {
    expect(read("Nombre,Empresa\rAna,Sol\r,Luna\r\rBeto,").lines).toEqual([
      "Línea 3: El nombre es requerido",
      "Línea 5: La empresa es requerida",
    ]);
  });

  it("takes a header without a company column as a header, and asks each row for the company", () => {
    expect(read("Nombre,Correo\nAna,ana@sol.mx\n").lines).toEqual([
      "Línea 2: La empresa es requerida",
    ]);
  });
});

describe("the guest list's hostile or unusual text", () => {
  it("takes a row of control characters for a blank one", () => {
    expect(read("\u0000,\u0000\n")).toEqual({
      error: "La lista no tiene invitados",
      lines: ["La lista no tiene invitados"],
    });
    expect(read("Ana\u0007,Sol\u001b\n").guests).toEqual([
      { name: "Ana", company: "Sol", email: null, phone: null },
    ]);
  });

  it("reads Excel's 'Texto Unicode' (UTF-16 with its byte-order mark)", () => {
    const text = "Nombre\tEmpresa\r\nJosé\tPanadería\r\n";
    const le = new Uint8Array([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0), 0])]);
    const be = new Uint8Array([0xfe, 0xff, ...[...text].flatMap((c) => [0, c.charCodeAt(0)])]);
    for (const bytes of [le, be]) {
      expect(read(decodeGuestList(bytes)).guests).toEqual([
        { name: "José", company: "Panadería", email: null, phone: null },
      ]);
    }
  });

  it("names the column of a value too long", () => {
    expect(read(`Ana,Sol,,${"7".repeat(41)}\n`).lines).toEqual([
      "Línea 1: Teléfono: debe tener como máximo 40 caracteres",
    ]);
    expect(read(`${"n".repeat(121)},Sol\n`).lines).toEqual([
      "Línea 1: Nombre: debe tener como máximo 120 caracteres",
    ]);
  });
});
