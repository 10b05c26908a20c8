import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage } from "../../tests/support/browser";

export interface PageScripts {
  page: string;
  /** Distinct /assets/*.js paths the page fetched before the network went idle. */
  files: string[];
  gzipBytes: number;
  rawBytes: number;
  /** Inline <script> text (Remix context, route data), gzip. */
  inlineGzipBytes: number;
}

/** gzip -9 and raw sizes of the build's own files, read once each. */
export class AssetSizes {
  private readonly cache = new Map<string, { raw: number; gzip: number }>();

  constructor(private readonly clientDir: string) {}

  of(path: string): { raw: number; gzip: number } {
    let sizes = this.cache.get(path);
    if (!sizes) {
      const content = readFileSync(`${this.clientDir}${path}`);
      sizes = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
      this.cache.set(path, sizes);
    }
    return sizes;
  }
}

/**
 * Loads `page` in Chromium and sums the JavaScript it fetched until the
 * network was idle (modulepreloads, route modules, prefetches alike). Sizes
 * are gzip -9 of the built files, whatever the local server's compression.
 */
export async function measurePageScripts(
  browser: Browser,
  baseUrl: string,
  page: string,
  sizes: AssetSizes,
  cookies: readonly BrowserCookie[] = [],
): Promise<PageScripts> {
  const { page: tab } = await openPage(browser, baseUrl);
  try {
    if (cookies.length) {
      // The session cookie is Secure and `__Host-`: Chromium keeps it for localhost over http.
      const { hostname } = new URL(baseUrl);
      await tab
        .context()
        .addCookies(
          cookies.map((cookie) => ({ ...cookie, domain: hostname, path: "/", secure: true })),
        );
    }
    const fetched = new Set<string>();
    tab.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) fetched.add(pathname);
    });
    const response = await tab.goto(page, { waitUntil: "networkidle" });
    if (!response?.ok()) throw new Error(`${page} answered ${response?.status() ?? "nothing"}`);
    const inline = await tab.evaluate(() =>
      Array.from(document.scripts)
        .filter((script) => !script.src)
        .map((script) => script.textContent ?? "")
        .join("\n"),
    );
    const files = [...fetched].sort();
    return {
      page,
      files,
      gzipBytes: files.reduce((sum, file) => sum + sizes.of(file).gzip, 0),
      rawBytes: files.reduce((sum, file) => sum + sizes.of(file).raw, 0),
      // No inline script is 0 bytes, not the 20 of an empty gzip stream.
      inlineGzipBytes: inline ? gzipSync(inline, { level: 9 }).length : 0,
    };
  } finally {
    await tab.context().close();
  }
}

export interface BrowserCookie {
  name: string;
  value: string;
  httpOnly: boolean;
}

export interface SiteScripts {
  public: PageScripts[];
  admin: PageScripts[];
}

/**
 * `measurePageScripts` for each public page as a visitor with `visitorCookies`
 * (a bag), then each admin page with `adminCookie`.
 */
export async function measureSiteScripts(
  baseUrl: string,
  pages: { public: readonly string[]; admin: readonly string[] },
  cookies: { admin: string; visitor: readonly BrowserCookie[] },
  sizes: AssetSizes,
): Promise<SiteScripts> {
  const [name = "", value = ""] = cookies.admin.split(/=(.*)/s);
  const admin = [{ name, value, httpOnly: true }];
  const browser = await launchBrowser();
  try {
    const result: SiteScripts = { public: [], admin: [] };
    for (const page of pages.public) {
      result.public.push(await measurePageScripts(browser, baseUrl, page, sizes, cookies.visitor));
    }
    for (const page of pages.admin) {
      result.admin.push(await measurePageScripts(browser, baseUrl, page, sizes, admin));
    }
    return result;
  } finally {
    await browser.close();
  }
}
