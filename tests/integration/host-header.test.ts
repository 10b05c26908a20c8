import { describe, expect, it } from "vitest";
import { formRequest } from "../support/api";
import { workerSuite } from "../support/worker-suite";

const worker = workerSuite();

const contactForm = () =>
  new URLSearchParams({
    name: "Ana",
    email: "ana@example.com",
    message: "Quiero conocer sus productos.",
  });

describe("page actions behind proxies and odd Host headers", () => {
  it("runs a same-origin page action even when Host names another address", async () => {
    // dispatchFetch delivers the request with a loopback Host: like a proxy would.
    const response = await worker.fetch("/contact", {
      method: "POST",
      headers: { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
      body: contactForm(),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^https:\/\/wa\.me\//);
  });

  it.each([
    [
      "ignores a forged X-Forwarded-Host instead of failing with 500",
      { "X-Forwarded-Host": "evil.example" },
      303,
    ],
    [
      "refuses a foreign Origin with 403 before any action runs",
      { Origin: "https://evil.example" },
      403,
    ],
  ] as const)("%s", async (_name, headers, status) => {
    const response = await worker.fetch("/contact", formRequest(contactForm(), headers));
    expect(response.status).toBe(status);
  });
});
