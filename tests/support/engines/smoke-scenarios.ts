import { beforeAll, describe, expect, it } from "vitest";
import { sampleProducts } from "../../../app/db/seed-data";
import { PUBLIC_PAGE_PATHS } from "../../../app/view/sitemap";
import { freshCodes, requestsFor } from "../codes";
import { iconsDrawn } from "../drawn-icons";
import { SCRIPTLESS_PAGES } from "../site-pages";
import { TEST_ADMIN } from "../worker";
import type { EnginePage, PageSize } from "./engine-page";
import type { EngineSuite } from "./engine-suite";
import {
  cardPicture,
  click,
  find,
  horizontalOverflow,
  isShown,
  valueOf,
  waitForGone,
  waitForHydration,
  waitForLiveForm,
  waitForShown,
  waitForText,
  waitForValue,
} from "./engine-steps";

export const PHONE: PageSize = { width: 390, height: 844 };
const DESKTOP: PageSize = { width: 1280, height: 900 };

const SPICY_HONEY = "miel-picosa-chile-rayado-ahumado";
const PUBLIC_PAGES = [...PUBLIC_PAGE_PATHS, `/products/${sampleProducts[0]?.slug ?? ""}`];
/** The pages that ship no script (docs/decisions/024-pages-without-javascript.md). */
const SHIPS_NO_SCRIPT = new Set<string>(SCRIPTLESS_PAGES);
const CHAT = "https://wa.me/527711234567?text=";
const THANKS = "¡Gracias por su interés!";
export const CONTACT = {
  name: "Sofía Ramírez Ugalde",
  email: "sofia.ramirez@example.com",
  phone: "771 555 0177",
} as const;

/** The invitation request form of /associates and /clients. */
export const invitationForm = {
  code: find.field("Código de Invitación"),
  name: find.field("Nombre Completo"),
  email: find.field("Correo Electrónico"),
  phone: find.field("Teléfono"),
  validate: find.button("Validar código"),
  submit: find.button("Enviar Solicitud"),
};

/** A fresh code for each request, whom it is for stored with it. */
export const freshCode = freshCodes("MOTOR", { company: "Bistró de Prueba", ...CONTACT });

/** Saves the store form `panel`; its toast says `saved` and the list shows `name`. */
async function saveStore(page: EnginePage, panel: string, saved: string, name: string) {
  await click(page, find.button("Guardar", panel));
  await waitForText(page, saved);
  await waitForShown(page, find.heading(3, name));
}

/** The checks every engine passes, JavaScript on. */
export function smokeScenarios(suite: EngineSuite): void {
  const engine = () => suite.engine.name;

  /** A fresh page of `size` at `path`, once React has hydrated `selector`. */
  async function openHydrated(size: PageSize, path: string, selector?: string) {
    const page = await suite.open(size);
    await page.goto(path);
    await waitForHydration(page, selector);
    return page;
  }

  /** The page saw no script error; closes it. */
  async function closeWithoutErrors(page: EnginePage): Promise<void> {
    expect(await page.errors()).toEqual([]);
    await page.close();
  }

  // One test a page (README "Tests"), on one page of the engine's: a new
  // WebDriver session a page would cost more than the visit.
  describe("every public page at 390 px", () => {
    let page: EnginePage;
    beforeAll(async () => {
      page = await suite.open(PHONE);
    });
    for (const path of PUBLIC_PAGES) {
      it(`${path} ${SHIPS_NO_SCRIPT.has(path) ? "shows with no script" : "hydrates"}, with no error and no sideways scrolling`, async () => {
        const seen = (await page.errors()).length;
        await page.goto(path);
        if (SHIPS_NO_SCRIPT.has(path)) {
          const scripts = await page.evaluate(() => document.scripts.length);
          expect(scripts, `${engine()} ${path}: its scripts`).toBe(0);
        } else {
          await waitForHydration(page);
        }
        expect(await isShown(page, "//main//h1"), `${engine()} ${path}: its heading`).toBe(true);
        expect(await horizontalOverflow(page), `${engine()} ${path}: overflow`).toBe(0);
        // The header's ☰ and the footer's profiles and contact links, at least.
        const icons = await page.evaluate(iconsDrawn);
        expect(icons.shown, `${engine()} ${path}: icons shown`).toBeGreaterThanOrEqual(5);
        expect(icons.empty, `${engine()} ${path}: icons drawing nothing`).toBe(0);
        expect((await page.errors()).slice(seen)).toEqual([]);
      });
    }
  });

  it("opens and closes the phone menu", async () => {
    const page = await openHydrated(PHONE, "/");
    const menuLink = find.link("Productos", find.dialog());
    expect(await isShown(page, menuLink)).toBe(false);
    await click(page, find.button("Abrir menú"));
    await waitForShown(page, menuLink);
    await click(page, find.button("Cerrar menú"));
    await waitForGone(page, menuLink);
    await click(page, find.button("Abrir menú"));
    await waitForShown(page, menuLink);
    await click(page, menuLink);
    await page.waitFor("the products page", () => location.pathname === "/products");
    await waitForGone(page, find.dialog());
    await closeWithoutErrors(page);
  });

  it("fills the invitation form from a typed code and accepts the request", async () => {
    const code = await freshCode(suite.worker);
    const page = await openHydrated(DESKTOP, "/associates");
    // The form's code downloads on its first use (docs/decisions/023-public-javascript-budget.md).
    await click(page, invitationForm.code);
    await waitForHydration(page, "#solicitud-invitacion");
    await page.fill(invitationForm.code, code);
    // The code fills the three fields one after another: typing waits for the last.
    await waitForValue(page, invitationForm.name, CONTACT.name);
    await waitForValue(page, invitationForm.phone, CONTACT.phone);
    expect(await valueOf(page, invitationForm.email)).toBe(CONTACT.email);
    await page.fill(invitationForm.phone, "771 555 0000");
    await click(page, invitationForm.submit);
    await waitForText(page, THANKS);
    const rows = await requestsFor(suite.worker, code);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "associate", name: CONTACT.name, phone: "771 555 0000" });
    await closeWithoutErrors(page);
  });

  it("opens the WhatsApp chat from the contact form", async () => {
    const page = await openHydrated(DESKTOP, "/contact", "#contacto");
    const within = "//form[@id='contacto']";
    await page.fill(find.field("Nombre", within), "Lucía Hernández");
    await page.fill(find.field("Correo electrónico", within), "lucia@example.com");
    await page.fill(find.field("Mensaje", within), "¿Tienen la miel picosa en 500 g? Gracias.");
    await waitForLiveForm(page, "contacto");
    const chat = await page.openedWindow(CHAT, () =>
      click(page, find.button("Enviar por WhatsApp", within)),
    );
    const text = new URL(chat).searchParams.get("text") ?? "";
    expect(text).toContain("Lucía Hernández");
    expect(text).toContain("lucia@example.com");
    expect(text).toContain("¿Tienen la miel picosa en 500 g? Gracias.");
    await waitForText(page, "Abriendo WhatsApp…");
    expect(await valueOf(page, find.field("Nombre", within))).toBe("");
    await closeWithoutErrors(page);
  });

  it("signs an admin in, who creates, edits and deletes a store", async () => {
    const page = await openHydrated(DESKTOP, "/admin/auth", "#admin-login");
    await page.fill(find.field("Usuario"), TEST_ADMIN.username);
    await page.fill(find.field("Contraseña"), TEST_ADMIN.password);
    await click(page, find.button("Iniciar Sesión"));
    await waitForText(page, "Sesión iniciada como admin");
    expect(new URL(await page.url()).pathname).toBe("/admin");

    await click(page, "//nav//a[@href='/admin/stores']");
    await page.waitFor("the stores tab", () => location.pathname === "/admin/stores");
    await click(page, find.link("Agregar Punto de Venta"));
    const creating = find.panel("Nuevo Punto de Venta");
    await waitForShown(page, creating);
    await page.fill(find.field("Nombre", creating), "Abarrotes Motor");
    await page.fill(find.field("Dirección", creating), "Calle Hidalgo 5");
    await page.fill(find.field("Ciudad", creating), "Tulancingo");
    await page.fill(find.field("Estado", creating), "Hidalgo");
    await saveStore(page, creating, "Punto de venta creado", "Abarrotes Motor");

    await click(page, find.link("Editar Abarrotes Motor"));
    const editing = find.panel("Editar Punto de Venta");
    await waitForShown(page, editing);
    expect(await valueOf(page, find.field("Ciudad", editing))).toBe("Tulancingo");
    await page.fill(find.field("Nombre", editing), "Abarrotes Motor Centro");
    await saveStore(page, editing, "Punto de venta actualizado", "Abarrotes Motor Centro");

    await click(page, find.link("Eliminar Abarrotes Motor Centro"));
    const confirm = find.dialog("¿Eliminar «Abarrotes Motor Centro»?");
    await waitForShown(page, confirm);
    await click(page, find.button("Eliminar", confirm));
    await waitForText(page, "Punto de venta eliminado");
    await waitForGone(page, find.heading(3, "Abarrotes Motor Centro"));
    await closeWithoutErrors(page);
  });

  it("moves a product card's carousel both ways", async () => {
    const page = await openHydrated(DESKTOP, "/products");
    const card = `//article[@data-product='${SPICY_HONEY}']`;
    const shows = async (name: string) => {
      await page.waitFor(
        `the card to show ${name}`,
        (slug: string, src: string) =>
          document.querySelector(`article[data-product="${slug}"] img[src="${src}"]`) !== null,
        SPICY_HONEY,
        `/images/${name}.webp`,
      );
      expect(await cardPicture(page, SPICY_HONEY)).toBe(`/images/${name}.webp`);
    };
    await shows("miel-picosa-1");
    await click(page, find.button("Imagen anterior", card));
    await shows("miel-picosa-3");
    await click(page, find.button("Imagen siguiente", card));
    await shows("miel-picosa-1");
    await click(page, find.button("Imagen siguiente", card));
    await shows("miel-picosa-2");
    await closeWithoutErrors(page);
  });
}
