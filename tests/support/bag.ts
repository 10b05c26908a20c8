import type { TestWorker } from "./worker";
import { formRequest } from "./api";
import { shownPageText } from "./html";

/** The cookies a response sets, by name: their values ('' when cleared). */
export function setCookies(response: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const [name = "", ...value] = pair.split("=");
    cookies.set(name, value.join("="));
  }
  return cookies;
}

/** A browser's cookie jar, as far as the bag's cookies go. */
export class Visitor {
  private jar = new Map<string, string>();
  constructor(
    private readonly worker: TestWorker,
    private readonly extra = "",
  ) {}

  get cookie(): string {
    const pairs = [...this.jar].filter(([, value]) => value !== "").map(([n, v]) => `${n}=${v}`);
    return [this.extra, ...pairs].filter(Boolean).join("; ");
  }

  async post(fields: Record<string, string>): Promise<Response> {
    const response = await this.worker.fetch(
      "/bolsa",
      formRequest(fields, { Cookie: this.cookie }),
    );
    this.keep(response);
    return response;
  }

  add(productId: number, quantity: number | string, returnTo?: string) {
    return this.post({
      intent: "add",
      productId: String(productId),
      quantity: String(quantity),
      ...(returnTo ? { returnTo } : {}),
    });
  }

  /** The bag's token, once the server issued one. */
  token(): string | undefined {
    return this.jar.get("bolsa");
  }

  /** Takes the bag's cookies a response sets, as a browser would. */
  keep(response: Response): void {
    for (const [name, value] of setCookies(response)) {
      if (name.startsWith("bolsa")) this.jar.set(name, value);
    }
  }

  count(): string | undefined {
    return this.jar.get("bolsa_cuenta");
  }

  async page(): Promise<{ status: number; text: string }> {
    const response = await this.worker.fetch("/bolsa", { headers: { Cookie: this.cookie } });
    return { status: response.status, text: await shownPageText(response) };
  }
}
