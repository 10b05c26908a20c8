import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "../../app/db/schema";
import { ORIGIN, formRequest, postForm } from "../support/api";
import { adminCookie } from "../support/session";
import { PNG_2X3 } from "../support/test-images";
import { TEST_ADMIN } from "../support/worker";
import { workerSuite } from "../support/worker-suite";
import { expectAllIn } from "../support/html";

const worker = workerSuite();
let admin: string;
beforeAll(async () => (admin = await adminCookie(worker)));

/** The page as a reader sees its text: React's <!-- --> separators removed. */
async function textOf(response: Response): Promise<string> {
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** The `name=value` parts of every Set-Cookie header. */
function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0] ?? "");
}

function loginPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return worker.fetch("/admin/auth", formRequest(fields, headers));
}

/** Posts to the Productos action as the admin. */
const productPost = (body: FormData | URLSearchParams) =>
  postForm(worker, "/admin?index", body, { Cookie: admin });

function productFields(overrides: Record<string, string> = {}): URLSearchParams {
  const fields = new URLSearchParams({
    intent: "create",
    name: "Miel de prueba integral",
    description: "Una miel para probar el formulario.",
    category: "Mieles",
    price: "$150 MXN",
    weight: "250 g",
    ...overrides,
  });
  return fields;
}

const byName = async (name: string) =>
  worker.db.select().from(products).where(eq(products.name, name));

describe("/admin guard", () => {
  it("redirects an anonymous visitor to /admin/auth with nothing of the panel", async () => {
    const response = await worker.fetch("/admin", { redirect: "manual" });
    expect([302, 303]).toContain(response.status);
    expect(response.headers.get("Location")).toBe("/admin/auth");
    const body = await response.text();
    expect(body).not.toContain("Cerrar Sesión");
    expect(body).not.toContain("productos");
  });

  it("sends a signed-in admin on from /admin/auth to /admin", async () => {
    const response = await worker.fetch("/admin/auth", {
      headers: { Cookie: admin },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin");
  });
});

describe("/admin/auth", () => {
  it("shows the sign-in card, not indexed", async () => {
    const response = await worker.fetch("/admin/auth");
    expect(response.status).toBe(200);
    const html = await textOf(response);
    expect(html).toMatch(/<h1[^>]*>Panel de Administración<\/h1>/);
    expect(html).toContain(">Usuario</label>");
    expect(html).toContain(">Contraseña</label>");
    expect(html).toContain("Iniciar Sesión");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).not.toContain("Hay problemas para conectar con el servidor");
  });

  it("answers a blank form with 400 and the required messages", async () => {
    const response = await loginPost({ username: "", password: "" });
    expect(response.status).toBe(400);
    const html = await textOf(response);
    expect(html).toContain("El nombre de usuario es requerido");
    expect(html).toContain("La contraseña es requerida");
  });

  it("counts failures: 401 with the messages, the username kept, and the offline mode from the third", async () => {
    const address = { "CF-Connecting-IP": "198.51.100.7" };
    let failures = "";
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await loginPost(
        { username: "admin", password: "clave-equivocada" },
        failures ? { ...address, Cookie: failures } : address,
      );
      expect(response.status).toBe(401);
      const html = await textOf(response);
      expect(html).toContain("Error al iniciar sesión");
      expect(html).toContain("Usuario o contraseña incorrectos");
      expect(html).toContain("Hay problemas para conectar con el servidor");
      expect(html).toMatch(/name="username"[^>]*value="admin"|value="admin"[^>]*name="username"/);
      expect(html).not.toContain("clave-equivocada");
      if (attempt < 3) expect(html).not.toContain("Usar modo sin conexión");
      else {
        expect(html).toContain("Usar modo sin conexión");
        expect(html).toMatch(/<form method="post" action="\/standalone"/);
      }
      failures =
        cookiesOf(response).find((cookie) => cookie.startsWith("mp_login_failures=")) ?? "";
      expect(failures).not.toBe("");
    }
  });

  it("answers 429 with Retry-After and the server's message once the limit is passed", async () => {
    const address = { "CF-Connecting-IP": "198.51.100.99" };
    let last: Response | undefined;
    for (let attempt = 0; attempt < 11; attempt++) {
      last = await loginPost({ username: "admin", password: "otra-clave-mala" }, address);
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = last ? await textOf(last) : "";
    expect(html).toMatch(/Demasiados intentos fallidos\. Intente de nuevo en \d+ minutos?\./);
  });

  it("signs in: redirect to /admin with the session and the toast", async () => {
    const response = await loginPost(TEST_ADMIN, { "CF-Connecting-IP": "198.51.100.8" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin");
    const cookies = cookiesOf(response);
    const session = cookies.find((cookie) => cookie.startsWith("__Host-mp_session="));
    expect(session).toBeDefined();
    const toast = cookies.find((cookie) => cookie.startsWith("__Host-mp_toast="));
    expect(toast).toBeDefined();
    const page = await worker.fetch("/admin", {
      headers: { Cookie: [session, toast].join("; ") },
    });
    expect(page.status).toBe(200);
    const html = await textOf(page);
    expect(html).toContain("Inicio de sesión exitoso");
    expect(html).toContain("Bienvenido al panel de administración");
  });

  it("comes back to the admin page that sent there (a request's link in the owner's e-mail), never elsewhere", async () => {
    const sent = await worker.fetch("/admin/requests/7?x=1", { redirect: "manual" });
    expect(sent.status).toBe(302);
    const signInPath = sent.headers.get("Location") ?? "";
    expect(signInPath).toBe("/admin/auth?redirectTo=%2Fadmin%2Frequests%2F7%3Fx%3D1");
    // The page's form posts to its own URL, query included (with or without JavaScript).
    const form = await textOf(await worker.fetch(signInPath));
    expect(form).toContain('action="/admin/auth?redirectTo=%2Fadmin%2Frequests%2F7%3Fx%3D1"');

    const cases: [string, string][] = [
      ["%2Fadmin%2Frequests%2F7%3Fx%3D1", "/admin/requests/7?x=1"],
      ["%2Fadmin%2Fcodes", "/admin/codes"],
      ["https%3A%2F%2Fevil.example%2Fadmin", "/admin"],
      ["%2F%2Fevil.example", "/admin"],
      ["%2Fproducts", "/admin"],
      ["%2Fadmin%2Fauth", "/admin"],
      ["%2Fadministrador", "/admin"],
    ];
    for (const [redirectTo, expected] of cases) {
      const response = await worker.fetch(
        `/admin/auth?redirectTo=${redirectTo}`,
        formRequest(
          { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
          { "CF-Connecting-IP": "198.51.100.9" },
        ),
      );
      expect(response.status, redirectTo).toBe(302);
      expect(response.headers.get("Location"), redirectTo).toBe(expected);
    }
    // Already signed in: the page goes straight on.
    const again = await worker.fetch("/admin/auth?redirectTo=%2Fadmin%2Fcodes", {
      headers: { Cookie: admin },
      redirect: "manual",
    });
    expect(again.headers.get("Location")).toBe("/admin/codes");
  });
});

describe("Productos tab", () => {
  it("answers an intent that names an object's built-in member with 400 and 'Solicitud no válida', storing nothing", async () => {
    const before = await worker.db.select().from(products);
    for (const intent of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      const response = await productPost(productFields({ intent }));
      expect(response.status, intent).toBe(400);
      expect(await textOf(response), intent).toContain("Solicitud no válida");
    }
    expect(await worker.db.select().from(products)).toEqual(before);
  });

  it("lists every product with its count, badges and buttons", async () => {
    const response = await worker.fetch("/admin", { headers: { Cookie: admin } });
    expect(response.status).toBe(200);
    const html = await textOf(response);
    const count = (await worker.db.select().from(products)).length;
    expect(html).toContain(`${count} productos`);
    expect(html).toContain("Agregar producto");
    expect(html).toContain("Especialidad");
    expect(html).toContain("Destacado");
    expect(html.match(/>Editar<\/a>/g)?.length).toBe(count);
    expect(html.match(/>Eliminar<\/a>/g)?.length).toBe(count);
  });

  it("opens the form prefilled from ?editar= and ?edit=, and the confirmation from ?eliminar=", async () => {
    const [first] = await worker.db.select().from(products).limit(1);
    if (!first) throw new Error("no seeded product");
    for (const param of ["editar", "edit"]) {
      const html = await textOf(
        await worker.fetch(`/admin?${param}=${first.id}`, { headers: { Cookie: admin } }),
      );
      expect(html).toContain("Editar Producto");
      expect(html).toContain(`value="${first.name.replaceAll('"', "&quot;")}"`);
    }
    const html = await textOf(
      await worker.fetch(`/admin?eliminar=${first.id}`, { headers: { Cookie: admin } }),
    );
    expect(html).toContain("Confirmar eliminación");
    expect(html).toContain(`¿Eliminar «${first.name}»?`);
    const nuevo = await textOf(
      await worker.fetch("/admin?nuevo=1", { headers: { Cookie: admin } }),
    );
    expect(nuevo).toContain("Nuevo Producto");
    expect(nuevo).toMatch(/enctype="multipart\/form-data"/i);
    expect(nuevo).toMatch(/type="file"[^>]*name="newImages"|name="newImages"[^>]*type="file"/);
  });

  it("refuses invalid input with 400 and the spec's messages", async () => {
    const response = await productPost(
      new URLSearchParams({ intent: "create", name: " ", description: "", category: "" }),
    );
    expect(response.status).toBe(400);
    const html = await textOf(response);
    expectAllIn(html, [
      "El nombre es requerido",
      "La descripción es requerida",
      "Se requiere al menos una imagen",
      "La categoría es requerida",
    ]);
  });

  it("creates, updates, moves and deletes a product through the page action", async () => {
    const created = await productPost(
      (() => {
        const fields = productFields({ isFeatured: "on" });
        fields.append("imageUrls", "/images/miel-picosa-1.webp");
        fields.append("imageUrls", "/images/chile-rayado.webp");
        fields.append("mainImageUrl", "/images/chile-rayado.webp");
        return fields;
      })(),
    );
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/admin");
    const [row] = await byName("Miel de prueba integral");
    expect(row).toMatchObject({
      category: "Mieles",
      isFeatured: true,
      isSpecialty: false,
      price: "$150 MXN",
      mainImageUrl: "/images/chile-rayado.webp",
      imageUrls: ["/images/miel-picosa-1.webp", "/images/chile-rayado.webp"],
    });
    if (!row) throw new Error("not stored");
    const toast = cookiesOf(created).join("; ");
    const listed = await textOf(
      await worker.fetch("/admin", { headers: { Cookie: `${admin}; ${toast}` } }),
    );
    expect(listed).toContain("Producto creado");
    expect(listed).toContain("Los cambios han sido guardados exitosamente.");
    // New products go first.
    expect(listed.match(/<h3 id="producto-\d+"[^>]*>([^<]*)</)?.[1]).toBe(
      "Miel de prueba integral",
    );

    const update = productFields({
      intent: "update",
      id: String(row.id),
      name: "Miel de prueba cambiada",
      isSpecialty: "on",
    });
    update.append("imageUrls", "/images/chile-rayado.webp");
    const updated = await productPost(update);
    expect(updated.status).toBe(302);
    const [changed] = await byName("Miel de prueba cambiada");
    expect(changed).toMatchObject({
      id: row.id,
      isSpecialty: true,
      isFeatured: false,
      imageUrls: ["/images/chile-rayado.webp"],
      mainImageUrl: "/images/chile-rayado.webp",
    });

    const order = async () =>
      (await worker.db.select().from(products).orderBy(products.displayOrder, products.id)).map(
        (product) => product.id,
      );
    const before = await order();
    expect(before[0]).toBe(row.id);
    const moved = await productPost(
      new URLSearchParams({ intent: "move", id: String(row.id), direction: "down" }),
    );
    expect(moved.status).toBe(302);
    const after = await order();
    expect(after.slice(0, 2)).toEqual([before[1], row.id]);
    for (const direction of ["sideways", ""]) {
      const sideways = await productPost(
        new URLSearchParams({ intent: "move", id: String(row.id), direction }),
      );
      expect(sideways.status).toBe(400);
      expect(await textOf(sideways)).toContain("Acción no válida");
      expect(await order()).toEqual(after);
    }

    const deleted = await productPost(
      new URLSearchParams({ intent: "delete", id: String(row.id) }),
    );
    expect(deleted.status).toBe(302);
    expect(await byName("Miel de prueba cambiada")).toEqual([]);
    const afterDelete = await textOf(
      await worker.fetch("/admin", {
        headers: { Cookie: `${admin}; ${cookiesOf(deleted).join("; ")}` },
      }),
    );
    expect(afterDelete).toContain("Producto eliminado");
  });

  it("says 'No se pudo eliminar el producto' for a product that is not there", async () => {
    const response = await productPost(new URLSearchParams({ intent: "delete", id: "999999" }));
    expect(response.status).toBe(302);
    const html = await textOf(
      await worker.fetch("/admin", {
        headers: { Cookie: `${admin}; ${cookiesOf(response).join("; ")}` },
      }),
    );
    expect(html).toContain("No se pudo eliminar el producto");
  });

  it("creates a product from a multipart form without JavaScript, uploading its picture", async () => {
    const form = new FormData();
    for (const [name, value] of productFields({ name: "Salsa subida sin JS" }))
      form.append(name, value);
    form.append("newImages", new File([PNG_2X3], "salsa.png", { type: "image/png" }));
    const response = await productPost(form);
    expect(response.status).toBe(302);
    const [row] = await byName("Salsa subida sin JS");
    expect(row?.imageUrls).toHaveLength(1);
    expect(row?.mainImageUrl).toMatch(/^\/images\/uploads\/[a-f0-9]{64}\.webp$/);
    expect(row?.imageUrls[0]).toBe(row?.mainImageUrl);
    const image = await worker.fetch(row?.mainImageUrl ?? "");
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
  });

  it("refuses a file that is not an image with the upload message and keeps the fields", async () => {
    const form = new FormData();
    for (const [name, value] of productFields({ name: "Producto con archivo malo" })) {
      form.append(name, value);
    }
    form.append("newImages", new File(["no soy una imagen"], "nota.png", { type: "image/png" }));
    const response = await productPost(form);
    // The status /api/admin/upload and the recipe form answer; the product form's own wording.
    expect(response.status).toBe(415);
    const html = await textOf(response);
    expect(html).toContain("Error al guardar");
    expect(html).toContain("Por favor selecciona archivos de imagen válidos (jpg, png, webp)");
    expect(html).toContain('value="Producto con archivo malo"');
    expect(await byName("Producto con archivo malo")).toEqual([]);
  });

  it("refuses the action to anyone but an admin", async () => {
    const response = await worker.fetch("/admin?index", {
      method: "POST",
      headers: { Origin: ORIGIN },
      body: new URLSearchParams({ intent: "delete", id: "1" }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/auth");
  });
});
