/**
 * Which site a request works on, decided once per request from its cookies
 * (the load context): `live` reads and writes D1, R2 and KV; `standalone`
 * reads the static copy and simulates every write.
 */
export type SiteMode = "live" | "standalone";
