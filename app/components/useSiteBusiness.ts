import { useRouteLoaderData } from "@remix-run/react";
import { sampleBusinessSettings } from "~/content/business";
import type { BusinessSettings } from "~/content/site-settings";
import type { loader as rootLoader } from "~/root";

/**
 * The owner's identity (site settings' `business`), as the root loader sent
 * it for the header, footer and every link that reaches the owner. When the
 * root loader failed and sent nothing, the shell still renders, with the
 * defaults.
 */
export function useSiteBusiness(): BusinessSettings {
  return useRouteLoaderData<typeof rootLoader>("root")?.business ?? sampleBusinessSettings;
}
