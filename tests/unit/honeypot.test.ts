import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, isHoneypotFilled } from "../../app/shared/honeypot";

function form(entries: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("isHoneypotFilled", () => {
  it("names the hidden field 'website'", () => {
    expect(HONEYPOT_FIELD).toBe("website");
  });

  it("lets a person's submission through: the field missing or left empty", () => {
    expect(isHoneypotFilled(form([["name", "Ana"]]))).toBe(false);
    expect(isHoneypotFilled(form([["website", ""]]))).toBe(false);
  });

  it("catches a robot that filled the field with anything, even spaces", () => {
    expect(isHoneypotFilled(form([["website", "https://spam.example"]]))).toBe(true);
    expect(isHoneypotFilled(form([["website", " "]]))).toBe(true);
    expect(isHoneypotFilled(form([["website", "0"]]))).toBe(true);
  });

  it("catches a file sent in the field, even an empty one", () => {
    expect(isHoneypotFilled(form([["website", new Blob([])]]))).toBe(true);
  });

  it("reads the first value when the field is sent twice", () => {
    expect(
      isHoneypotFilled(
        form([
          ["website", ""],
          ["website", "x"],
        ]),
      ),
    ).toBe(false);
    expect(
      isHoneypotFilled(
        form([
          ["website", "x"],
          ["website", ""],
        ]),
      ),
    ).toBe(true);
  });

  it("is case-sensitive about the field's name", () => {
    expect(isHoneypotFilled(form([["Website", "x"]]))).toBe(false);
  });
});
