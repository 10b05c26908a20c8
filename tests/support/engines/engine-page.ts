import { existsSync } from "node:fs";

/**
 * One page in a browser engine other than Chromium (Firefox, WebKit),
 * driven through the few steps the cross-engine suite takes. Each engine's
 * driver (puppeteer-core over WebDriver BiDi, selenium-webdriver over
 * classic WebDriver) implements it, so the scenarios are written once.
 * Elements are named by XPath, which both drivers resolve the same way.
 */
export interface EnginePage {
  /** Opens `path` on the Worker and resolves once the page has loaded. */
  goto(path: string): Promise<void>;
  /** Runs `fn` in the page; it must not use anything from outside its own body. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /**
   * Resolves once `fn` returns something truthy in the page (checked again
   * as the page changes, with Playwright's default ceiling of 30 s); fails
   * naming `what` otherwise.
   */
  waitFor<A extends unknown[]>(
    what: string,
    fn: (...args: A) => unknown,
    ...args: A
  ): Promise<void>;
  /** Clicks the element `xpath` finds, as a mouse would. */
  click(xpath: string): Promise<void>;
  /**
   * Focuses the element `xpath` finds and presses Enter; with `navigates`,
   * resolves once the page that loads has loaded.
   */
  pressEnter(xpath: string, options?: { navigates?: boolean }): Promise<void>;
  /** Selects what the field `xpath` finds holds and types `text` over it, key by key. */
  fill(xpath: string, text: string): Promise<void>;
  url(): Promise<string>;
  /**
   * Runs `action` and resolves to the address of the window it opens, once
   * that window's address starts with `prefix`.
   */
  openedWindow(prefix: string, action: () => Promise<void>): Promise<string>;
  /** The script errors (uncaught errors, rejections, console errors) seen so far. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface PageSize {
  width: number;
  height: number;
}

/** A browser engine, started once for a test file. */
export interface Engine {
  /** "Firefox" or "WebKit", as test names say it. */
  name: string;
  /** A fresh page of `size` with cookies of its own, on the Worker at `baseURL`. */
  openPage(baseURL: string, size: PageSize): Promise<EnginePage>;
  close(): Promise<void>;
}

/** The ceiling of every wait, as Playwright's default. */
export const WAIT_CEILING_MS = 30_000;

/**
 * Where an engine's program is missing: the message names it and the
 * Debian package that brings it (README "Tests").
 */
export class MissingEngineError extends Error {
  constructor(engine: string, program: string, debianPackage: string) {
    super(
      `${engine} cannot start: ${program} is missing. Install Debian's ${debianPackage} (apt-get install ${debianPackage}); .ci/run does so on a bare machine.`,
    );
    this.name = "MissingEngineError";
  }
}

/** Fails with a MissingEngineError naming the first of `programs` (path, Debian package) missing. */
export function requirePrograms(
  engine: string,
  programs: readonly (readonly [path: string, debianPackage: string])[],
): void {
  for (const [program, debianPackage] of programs) {
    if (!existsSync(program)) throw new MissingEngineError(engine, program, debianPackage);
  }
}
