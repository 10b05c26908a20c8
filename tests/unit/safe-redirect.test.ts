import { describe, expect, it } from "vitest";
import { adminReturnPath, safeRedirectPath, signInPathFor } from "../../app/shared/safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    "/",
    "/admin",
    "/admin?tab=productos&editar=3",
    "/products/miel-picosa#usos",
    "/%2F%2Fevil.example",
    "/a//b",
    "/cl%C3%ADnica",
  ])("goes on to the site path %j as it is", (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with a path", "//evil.example/admin"],
    ["absolute URL", "https://evil.example/"],
    ["scheme", "javascript:alert(1)"],
    ["relative path", "admin"],
    ["empty", ""],
    ["leading space", " /admin"],
    ["tab after the slash", "/\t/evil.example"],
    ["line break after the slash", "/\n/evil.example"],
    ["carriage return", "/admin\r\nSet-Cookie: a=b"],
    ["backslash after the slash", "/\\evil.example"],
    ["backslash later on", "/admin\\..\\x"],
    ["NUL", "/admin\u0000"],
    ["DEL", "/admin\u007f"],
    ["space inside", "/a b"],
    ["triple slash", "///evil.example"],
  ])("refuses a %s path (%j) with '/'", (_what, value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });

  it("takes a path of up to 2000 characters and refuses a longer one", () => {
    const longest = `/${"a".repeat(1999)}`;
    expect(safeRedirectPath(longest)).toBe(longest);
    expect(safeRedirectPath(`${longest}a`)).toBe("/");
  });

  it.each([undefined, null, 42, ["/admin"], { path: "/admin" }, new URL("https://x.example/")])(
    "refuses the non-string %j",
    (value) => {
      expect(safeRedirectPath(value)).toBe("/");
    },
  );

  it("answers the given fallback instead of '/'", () => {
    expect(safeRedirectPath("//evil.example", "/admin")).toBe("/admin");
    expect(safeRedirectPath(null, "/login")).toBe("/login");
    expect(safeRedirectPath("/recipes", "/admin")).toBe("/recipes");
  });
});

describe("adminReturnPath and signInPathFor", () => {
  it("go back to an admin page, query included", () => {
    expect(adminReturnPath("/admin/requests/12")).toBe("/admin/requests/12");
    expect(adminReturnPath("/admin/requests?status=nueva")).toBe("/admin/requests?status=nueva");
    expect(adminReturnPath("/admin?editar=3")).toBe("/admin?editar=3");
    expect(signInPathFor("/admin/requests/12")).toBe(
      "/admin/auth?redirectTo=%2Fadmin%2Frequests%2F12",
    );
  });

  it.each([
    undefined,
    null,
    "/",
    "/products",
    "/administrador",
    "/admin/auth",
    "/admin/auth?redirectTo=%2Fadmin",
    "//evil.example/admin",
    "https://evil.example/admin",
    "/admin\\evil",
  ])("send %j to the panel, and ask no return for it", (value) => {
    expect(adminReturnPath(value)).toBe("/admin");
    expect(signInPathFor(typeof value === "string" ? value : undefined)).toBe("/admin/auth");
  });
});
