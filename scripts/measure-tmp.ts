import { launchBrowser } from "../tests/support/browser";
import { AssetSizes, measurePageScripts } from "./bench/page-scripts";
const browser = await launchBrowser();
const sizes = new AssetSizes("/work/main/build/client");
for (const p of process.argv.slice(2)) {
  const r = await measurePageScripts(browser, "http://localhost:8799", p, sizes);
  console.log(p, (r.gzipBytes/1000).toFixed(1));
  for (const f of r.files) console.log("   ", f, sizes.of(f).gzip);
}
await browser.close();
