import { describe, expect, it } from "vitest";
import { redirectWithToast, takeFlashToast } from "../../app/http/flash-toast.server";
import { shortened } from "../../app/shared/shortened";

const env = { ENVIRONMENT: "development", SESSION_SECRET: "una-clave-de-prueba-larga" };

/** The notice the page redirected to reads from the redirect's cookie. */
async function toastAfter(response: Response) {
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const request = new Request("http://localhost/admin", { headers: { Cookie: cookie } });
  return (await takeFlashToast(request, env)).toast;
}

describe("redirectWithToast", () => {
  it("carries a short notice as it is", async () => {
    const response = await redirectWithToast(
      "/admin",
      { type: "success", title: "Guardado", description: "«Miel Picosa»" },
      env,
    );
    expect(response.status).toBe(302);
    expect(await toastAfter(response)).toEqual({
      type: "success",
      title: "Guardado",
      description: "«Miel Picosa»",
    });
  });

  it("cuts a description and a title too long for the cookie, so the notice still shows", async () => {
    const description = `«Tienda ${"ñ".repeat(600)}»`;
    const title = `Restaurado ${"á".repeat(300)}`;
    const toast = await toastAfter(
      await redirectWithToast("/admin", { type: "success", title, description }, env),
    );
    expect(toast?.description).toBe(`«Tienda ${"ñ".repeat(491)}…`);
    expect(Array.from(toast?.description ?? "")).toHaveLength(500);
    expect(toast?.title).toBe(`Restaurado ${"á".repeat(188)}…`);
  });
});

describe("shortened", () => {
  it("keeps a text within the limit and cuts a longer one on a whole character", () => {
    expect(shortened("Miel", 4)).toBe("Miel");
    expect(shortened("Miel Picosa", 5)).toBe("Miel…");
    expect(shortened("🍯🍯🍯🍯", 3)).toBe("🍯🍯…");
  });
});
