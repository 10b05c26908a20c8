import { fileURLToPath } from "node:url";

export const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
/** The Worker exactly as `wrangler deploy` would upload it. */
export const workerBundleDir = `${projectRoot}.wrangler/test-bundle`;
