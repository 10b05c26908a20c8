import { startWorker } from "./tests/support/worker";
import { AssetSizes, measureSiteScripts } from "./scripts/bench/page-scripts";
import { projectRoot } from "./tests/support/paths";
process.env.WRANGLER_LOG ??= "warn";
const pages = process.argv.slice(2);
const worker = await startWorker({ http: true });
try {
  const sizes = new AssetSizes(`${projectRoot}build/client`);
  const r = await measureSiteScripts(worker.url.replace("127.0.0.1", "localhost"), { public: pages, admin: [] }, "x=y", sizes);
  for (const p of r.public) {
    console.log(p.page.padEnd(45), (p.gzipBytes / 1000).toFixed(1), "KB", p.files.length, "files");
    if (process.env.FILES) for (const f of p.files) console.log("   ", f, (sizes.of(f).gzip / 1000).toFixed(1));
  }
} finally { await worker.dispose(); }
