import { expect } from "vitest";
/** The JSON error body of the API. */
export interface ErrorBody {
  error: string;
  fieldErrors?: Record<string, string[]>;
}

/** The parsed JSON body of a response, typed by the caller. */
export async function readJson<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Asserts a JSON error answer and returns its body. */
export async function readError(response: Response): Promise<ErrorBody> {
  const contentType = response.headers.get("Content-Type") ?? "";
  if (!contentType.startsWith("application/json")) {
    throw new Error(
      `expected a JSON error, got ${response.status} ${contentType}: ${await response.text()}`,
    );
  }
  return readJson<ErrorBody>(response);
}

/** Expects the API's JSON refusal: exactly `status` and exactly `body`. */
export async function expectJsonError(
  response: Response,
  status: number,
  body: ErrorBody,
): Promise<void> {
  expect(response.status).toBe(status);
  expect(await readError(response)).toEqual(body);
}

/** A valid body for POST /api/admin/products. */
/** A spam robot's contact details with the honeypot field filled in. */
export const SPAM_ROBOT = {
  name: "Robot",
  email: "robot@example.com",
  website: "https://spam.example",
};

export function validProduct() {
  return {
    name: "Miel de Prueba con Mezquite",
    description: "Una miel creada por las pruebas de integración.",
    imageUrls: ["/images/miel-cruda-1.webp", "https://cdn.example.com/miel-2.webp"],
    mainImageUrl: "/images/miel-cruda-1.webp",
    category: "Mieles",
    isLimitedEdition: true,
    isSpecialty: false,
    isFeatured: true,
    price: "$199 MXN",
    weight: "300 g",
    ingredients: "Miel de abeja.",
    nutritionalInfo: "64 kcal por cucharada.",
    availability: "disponible",
    availabilityNote: null,
  };
}

/** A valid body for POST /api/admin/stores. */
export function validStore() {
  return {
    name: "Tienda de Prueba",
    address: "Av. Revolución 12",
    city: "Pachuca de Soto",
    state: "Hidalgo",
    phone: "771 555 0199",
    description: "Abierta de lunes a sábado.",
  };
}

/** A valid body for POST /api/admin/recipes. */
export function validRecipe() {
  return {
    title: "Queso fundido con miel picosa",
    description: "Un queso fundido con un hilo de miel.",
    instructions: "1. Funde el queso.\n2. Agrega la miel.",
    imageUrl: "/images/receta-tabla-de-quesos.webp",
    instagramUrl: "https://www.instagram.com/p/prueba-queso-fundido/",
  };
}

/** A valid body for POST /api/admin/invitation-codes. */
export function validInvitationCode(code: string) {
  return {
    code,
    name: "Lucía Hernández",
    company: "Bistró La Cañada",
    email: "lucia@lacanada.example",
    phone: "771 555 0177",
    isUsed: false,
  };
}

/** A valid body for POST /api/admin/invitation-codes/batch. */
export function validInvitationBatch() {
  return {
    count: 3,
    campaign: "Cata de prueba",
    name: "Invitado de la cata",
    company: "Club de Catas de Pachuca",
    kind: "associate",
  };
}

/** A valid body for POST /api/admin/invitation-codes/import: two guests. */
export function validGuestImport() {
  return {
    campaign: "Cena de prueba",
    kind: "client",
    guests: "Nombre,Empresa,Correo\nAna Torres,Fonda Ana,ana@fonda.example\nBeto Ruiz,Bar Beto,",
  };
}

/** A valid body for POST /api/associates. */
export function validInvitationRequest(invitationCode: string) {
  return {
    invitationCode,
    name: "Lucía Hernández",
    email: "lucia@lacanada.example",
    phone: "771 555 0177",
    message: "Nos interesa la caja de maridaje.",
  };
}
