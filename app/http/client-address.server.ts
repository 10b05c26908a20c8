/**
 * The visitor's address for rate limits. Cloudflare sets CF-Connecting-IP and
 * a client cannot forge it there; locally (wrangler dev, tests) it may be
 * absent, and every local visitor counts as one.
 *
 * An IPv6 address counts by its /64: one connection is usually given a whole
 * /64, so its other addresses are the same visitor, and keying each one
 * apart would let a single machine pass every limit.
 */
export function clientAddress(request: Request): string {
  const address = request.headers.get("CF-Connecting-IP")?.trim().slice(0, 64) || "local";
  return address.includes(":") ? (ipv6Network(address) ?? address) : address;
}

const HEXTET = /^[0-9a-f]{1,4}$/i;

/**
 * The /64 of an IPv6 address, as `2001:db8:1:2::/64`; an IPv4-mapped one
 * (`::ffff:192.0.2.1`) as its IPv4 address; null when it is not an address.
 */
export function ipv6Network(address: string): string | null {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string | undefined) => (half ? half.split(":") : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const hextets = [...head, ...Array<string>(Math.max(missing, 0)).fill("0"), ...tail];
  if (!hextets.every((hextet) => HEXTET.test(hextet))) return null;
  const network = hextets.slice(0, 4).map((hextet) => Number.parseInt(hextet, 16).toString(16));
  return `${network.join(":")}::/64`;
}
