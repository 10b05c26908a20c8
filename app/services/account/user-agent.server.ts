/**
 * 'Chrome en Android', 'Safari en iPhone': what a session's list says of
 * the browser, read from its User-Agent. Written here rather than taken from
 * a parser package: the list needs a dozen names, and the Worker bundle is
 * near its budget (docs/decisions/026-accounts-passkeys-and-sessions.md).
 * Order matters: Edge and Opera say 'Chrome' too, Chrome says 'Safari'.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|(?:\b|Headless)Chrom(?:e|ium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const UNKNOWN = "Navegador desconocido";

export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return UNKNOWN;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} en ${system}`;
  return browser ?? system ?? UNKNOWN;
}
