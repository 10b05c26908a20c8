/**
 * Client addresses (the CF-Connecting-IP a request comes from) that no other
 * request of the file has used, so a rate limit counted for one test never
 * reaches the next. Each file passes prefixes of its own (the first two
 * octets), so that no two files share an address either: `10.20` gives
 * 10.20.0.2, 10.20.0.3, … 10.20.1.1, …
 */
export function freshAddresses(prefix: string): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}.${Math.floor(count / 250)}.${(count % 250) + 1}`;
  };
}
