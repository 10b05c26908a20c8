import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Builder, By, Capabilities, Key, type WebDriver } from "selenium-webdriver";
import { freePort } from "../server-process";
import { WAIT_CEILING_MS, requirePrograms } from "./engine-page";
import type { Engine, EnginePage, PageSize } from "./engine-page";

/** Debian's webkit2gtk-driver, its MiniBrowser (libwebkit2gtk-4.1-0) and xvfb. */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const XVFB_PATH = process.env.XVFB_PATH ?? "/usr/bin/Xvfb";

/**
 * The MiniBrowser's toolbar keeps its window at least 447 px wide; this
 * stylesheet, read from XDG_CONFIG_HOME, lets it shrink to a phone's width.
 * It styles GTK's widgets only, never the page.
 */
const NARROW_TOOLBAR_CSS =
  "headerbar, headerbar *, box, box * { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n";

/** Where each page keeps the errors it has seen (classic WebDriver has no console). */
const ERRORS_KEY = "__engineSuiteErrors";

/**
 * WebKit (WebKitGTK, Safari's engine), driven by selenium-webdriver through
 * WebKitWebDriver. The MiniBrowser does not run headless: it draws on a
 * display of its own, an Xvfb started here.
 */
export async function launchWebKit(): Promise<Engine> {
  requirePrograms("WebKit", [
    [WEBKIT_DRIVER_PATH, "webkit2gtk-driver"],
    [MINIBROWSER_PATH, "libwebkit2gtk-4.1-0"],
    [XVFB_PATH, "xvfb"],
  ]);
  const home = mkdtempSync(join(tmpdir(), "webkit-suite-"));
  mkdirSync(join(home, "gtk-3.0"));
  writeFileSync(join(home, "gtk-3.0", "gtk.css"), NARROW_TOOLBAR_CSS);
  const processes: ChildProcess[] = [];
  const stop = () => {
    for (const child of processes.reverse()) if (child.exitCode === null) child.kill();
    rmSync(home, { recursive: true, force: true });
  };
  try {
    const display = await startXvfb(processes);
    const port = await freePort();
    const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
      // Without bubblewrap's sandbox, as Chromium runs with --no-sandbox: a
      // container (CI's Debian images) cannot create its namespaces. The
      // engine only ever visits the test Worker.
      env: {
        ...process.env,
        DISPLAY: display,
        XDG_CONFIG_HOME: home,
        WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: "1",
      },
      stdio: "ignore",
    });
    processes.push(driver);
    const server = `http://127.0.0.1:${port}`;
    await driverReady(server, driver);
    return {
      name: "WebKit",
      openPage: (baseURL, size) => openWebKitPage(server, baseURL, size),
      async close() {
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Starts Xvfb on a display it finds free and resolves to that display (":N"). */
function startXvfb(processes: ChildProcess[]): Promise<string> {
  const xvfb = spawn(
    XVFB_PATH,
    ["-displayfd", "3", "-screen", "0", "1400x1100x24", "-nolisten", "tcp"],
    { stdio: ["ignore", "ignore", "pipe", "pipe"] },
  );
  processes.push(xvfb);
  let log = "";
  xvfb.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  return new Promise((resolve, reject) => {
    xvfb.stdio[3]?.once("data", (chunk: Buffer) => resolve(`:${chunk.toString().trim()}`));
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited (${code}) before it drew:\n${log}`)));
  });
}

/** Resolves once WebKitWebDriver answers its status request; rejects if it exits first. */
async function driverReady(server: string, driver: ChildProcess): Promise<void> {
  const exited = new Promise<never>((_, reject) =>
    driver.once("exit", (code) => reject(new Error(`WebKitWebDriver exited (${code})`))),
  );
  const deadline = Date.now() + WAIT_CEILING_MS;
  for (;;) {
    const answered = await Promise.race([
      fetch(`${server}/status`).then(
        (response) => response.ok,
        () => false,
      ),
      exited,
    ]);
    if (answered) return;
    if (Date.now() > deadline) throw new Error("WebKitWebDriver never answered");
    // Until the driver listens, each attempt is refused at once: the next
    // one goes after the driver's process has had its turn.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * A page is a WebDriver session of its own (its own MiniBrowser, its own
 * cookies), its window set to `size`. The page's own listeners collect its
 * errors: they are put in after each page load.
 */
async function openWebKitPage(
  server: string,
  baseURL: string,
  size: PageSize,
): Promise<EnginePage> {
  const capabilities = new Capabilities({
    browserName: "MiniBrowser",
    // The test Worker's certificate is Miniflare's own, self-signed.
    acceptInsecureCerts: true,
    "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
  });
  const driver = await new Builder().usingServer(server).withCapabilities(capabilities).build();
  // WebDriver's own page-load ceiling is 300 s, past the test's: a load
  // that hangs fails here, saying where, rather than as the test's timeout.
  await driver.manage().setTimeouts({ pageLoad: WAIT_CEILING_MS });
  await driver.manage().window().setRect(size);
  const innerWidth = await driver.executeScript<number>("return window.innerWidth");
  if (innerWidth !== size.width) {
    await driver.quit();
    throw new Error(`WebKit's window is ${innerWidth} px wide, not ${size.width}`);
  }
  const listen = () => listenForErrors(driver);
  /** The errors of the pages left behind: each document keeps its own. */
  const earlier: string[] = [];
  const collect = async () => earlier.push(...(await takeErrors(driver)));
  const page: EnginePage = {
    async goto(path) {
      await collect();
      try {
        await driver.get(new URL(path, baseURL).href);
      } catch (error) {
        throw new Error(
          `${path} did not finish loading; the page is ${await whereItStands(driver)}`,
          {
            cause: error,
          },
        );
      }
      await listen();
    },
    evaluate: (fn, ...args) => driver.executeScript(fn, ...args),
    async waitFor(what, fn, ...args) {
      try {
        await driver.wait(() => driver.executeScript(fn, ...args).then(Boolean), WAIT_CEILING_MS);
      } catch (error) {
        throw new Error(`Waited in vain for ${what} on ${await whereItStands(driver)}`, {
          cause: error,
        });
      }
    },
    async click(xpath) {
      await (await element(driver, xpath)).click();
    },
    async pressEnter(xpath, { navigates = false } = {}) {
      const target = await element(driver, xpath);
      if (navigates) await collect();
      await target.sendKeys(Key.ENTER);
      if (navigates) await listen();
    },
    async fill(xpath, text) {
      const field = await element(driver, xpath);
      await driver.executeScript((node: HTMLInputElement) => {
        node.focus();
        node.select();
      }, field);
      await driver
        .actions()
        .sendKeys(text === "" ? Key.BACK_SPACE : text)
        .perform();
    },
    url: () => driver.getCurrentUrl(),
    async openedWindow(prefix, action) {
      const before = new Set(await driver.getAllWindowHandles());
      const home = await driver.getWindowHandle();
      await action();
      let opened: string | undefined;
      await driver.wait(
        async () => {
          opened = (await driver.getAllWindowHandles()).find((handle) => !before.has(handle));
          return opened !== undefined;
        },
        WAIT_CEILING_MS,
        "Waited in vain for a new window",
      );
      await driver.switchTo().window(opened ?? home);
      let url = "";
      await driver.wait(
        async () => (url = await driver.getCurrentUrl()).startsWith(prefix),
        WAIT_CEILING_MS,
        `Waited in vain for the new window to reach ${prefix}`,
      );
      await driver.close();
      await driver.switchTo().window(home);
      return url;
    },
    async errors() {
      await collect();
      return [...earlier];
    },
    close: () => driver.quit(),
  };
  return page;
}

/** The page's address and the start of its text, for a failed wait's message. */
async function whereItStands(driver: WebDriver): Promise<string> {
  const text = await driver
    .executeScript<string>("return document.body.innerText")
    .catch((error: unknown) => String(error));
  return `${await driver.getCurrentUrl()}, which reads: ${text.replace(/\s+/g, " ").slice(0, 400)}`;
}

/** The element `xpath` finds, waiting for it to be on the page. */
async function element(driver: WebDriver, xpath: string) {
  try {
    await driver.wait(
      async () => (await driver.findElements(By.xpath(xpath))).length > 0,
      WAIT_CEILING_MS,
    );
  } catch (error) {
    throw new Error(`Waited in vain for ${xpath} on ${await whereItStands(driver)}`, {
      cause: error,
    });
  }
  return driver.findElement(By.xpath(xpath));
}

/** Takes the errors the current document has kept (each is taken once). */
function takeErrors(driver: WebDriver): Promise<string[]> {
  return driver.executeScript<string[]>(
    (key: string) =>
      (window as unknown as Record<string, string[] | undefined>)[key]?.splice(0) ?? [],
    ERRORS_KEY,
  );
}

/**
 * Puts the page's error listeners in (once per document): uncaught errors,
 * unhandled rejections and console.error calls are kept for `errors()`.
 */
async function listenForErrors(driver: WebDriver): Promise<void> {
  await driver.executeScript((key: string) => {
    const store = window as unknown as Record<string, string[] | undefined>;
    if (store[key]) return;
    const errors: string[] = [];
    store[key] = errors;
    window.addEventListener("error", (event) => errors.push(String(event.message)));
    window.addEventListener("unhandledrejection", (event) => errors.push(String(event.reason)));
    const consoleError = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      errors.push(args.map(String).join(" "));
      consoleError(...args);
    };
  }, ERRORS_KEY);
}
