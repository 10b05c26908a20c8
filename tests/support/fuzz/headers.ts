import fc from "fast-check";
import { ORIGIN } from "../api";

export type OriginCase = "same" | "none" | "foreign" | "null" | "cross-site";

/** Mostly the site's own Origin; sometimes none, sometimes a foreign one (403). */
export const originCase: fc.Arbitrary<OriginCase> = fc.oneof(
  { arbitrary: fc.constant<OriginCase>("same"), weight: 40 },
  { arbitrary: fc.constant<OriginCase>("none"), weight: 3 },
  { arbitrary: fc.constant<OriginCase>("foreign"), weight: 1 },
  { arbitrary: fc.constant<OriginCase>("null"), weight: 1 },
  { arbitrary: fc.constant<OriginCase>("cross-site"), weight: 1 },
);

export function originHeaders(origin: OriginCase): Record<string, string> {
  switch (origin) {
    case "same":
      return { Origin: ORIGIN };
    case "none":
      return {};
    case "foreign":
      return { Origin: "https://evil.example" };
    case "null":
      return { Origin: "null" };
    case "cross-site":
      return { "Sec-Fetch-Site": "cross-site" };
  }
}

export const refusedOrigin = (origin: OriginCase) =>
  origin === "foreign" || origin === "null" || origin === "cross-site";

/** Cookie headers that name no live session. */
export const deadCookie = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(
    "__Host-mp_session=",
    "__Host-mp_session=%",
    "__Host-mp_session=abc.def",
    "__Host-mp_session=eyJ9.",
    "mp_session=anything",
    "__Host-mp_toast=%E0%A4%A",
    "__Host-mp_session=x; __Host-mp_session=y",
    ";;;;",
  ),
  fc
    .string({ unit: "binary-ascii", maxLength: 60 })
    .filter((value) => /^[\x20-\x7e]*$/.test(value) && !value.includes(";"))
    .map((value) => `__Host-mp_session=${value}`),
);
