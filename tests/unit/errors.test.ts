import { afterEach, describe, expect, it, vi } from "vitest";
import {
  STORAGE_RETRY_AFTER_SECONDS,
  STORAGE_UNAVAILABLE,
  ServiceError,
  asServiceError,
  badRequest,
  conflict,
  isServiceError,
  notFound,
  tooManyRequests,
  unavailable,
} from "../../app/services/errors.server";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ServiceError builders", () => {
  it("give each refusal its status, message and details", () => {
    expect(notFound("Producto no encontrado")).toMatchObject({
      status: 404,
      message: "Producto no encontrado",
      details: {},
      name: "ServiceError",
    });
    expect(conflict("Ya existe")).toMatchObject({ status: 409, message: "Ya existe" });
    expect(badRequest("Datos no válidos", { name: ["Requerido"] })).toMatchObject({
      status: 400,
      details: { fieldErrors: { name: ["Requerido"] } },
    });
    expect(tooManyRequests("Demasiados intentos", 120)).toMatchObject({
      status: 429,
      details: { retryAfterSeconds: 120 },
    });
    expect(unavailable("Fuera de servicio")).toMatchObject({
      status: 503,
      details: { retryAfterSeconds: 30 },
    });
    expect(unavailable("Fuera de servicio", 5).details.retryAfterSeconds).toBe(5);
  });

  it("are Errors, and only they are service errors", () => {
    const error = notFound("x");
    expect(error).toBeInstanceOf(Error);
    expect(isServiceError(error)).toBe(true);
    expect(isServiceError(new Error("x"))).toBe(false);
    expect(isServiceError({ status: 404, message: "x", name: "ServiceError" })).toBe(false);
    expect(isServiceError(null)).toBe(false);
  });
});

describe("asServiceError", () => {
  it("hands a service error on as the same object, logging nothing", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = conflict("Otro producto se guardó al mismo tiempo; intente de nuevo");
    expect(asServiceError(error)).toBe(error);
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ["an Error", new Error("D1_ERROR: no such table")],
    ["a string", "timeout"],
    ["undefined", undefined],
    ["an error-like object", { status: 400, message: "x" }],
  ])("takes %s for a storage failure: a 503 in Spanish, with a retry delay", (_what, thrown) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = asServiceError(thrown, "Saving a product");
    expect(answer).toBeInstanceOf(ServiceError);
    expect(answer.status).toBe(503);
    expect(answer.message).toBe(
      "No se pudo conectar con la base de datos o el servidor. Intente de nuevo en unos minutos.",
    );
    expect(answer.message).toBe(STORAGE_UNAVAILABLE);
    expect(answer.details).toEqual({ retryAfterSeconds: 30 });
    expect(STORAGE_RETRY_AFTER_SECONDS).toBe(30);
    // The detail goes to the log only, never into the answer.
    expect(log).toHaveBeenCalledWith("Saving a product failed", thrown);
  });

  it("names the failure 'A request' by default in the log", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    asServiceError(new Error("x"));
    expect(log).toHaveBeenCalledWith("A request failed", expect.any(Error));
  });
});
