import { createContext, useContext } from "react";
import { sampleBusiness } from "~/content/business";
import type { BusinessSettings } from "~/validation/site-settings";

/**
 * The owner's identity (site settings' `business`), as the root loader sent
 * it, for the header, footer and every link that reaches the owner. The root
 * provides it (`SiteBusinessProvider` in root.tsx); when the root loader
 * failed and sent nothing, the shell still renders, with the defaults.
 *
 * A context of its own rather than `useRouteLoaderData("root")`: that hook
 * re-renders its component on every change of the router's state (route
 * discovery after hydration, each navigation's loading state), this one only
 * when the settings change (docs/decisions/029-main-thread-work.md).
 */
const SiteBusinessContext = createContext<BusinessSettings>(sampleBusiness);

export const SiteBusinessProvider = SiteBusinessContext.Provider;

export function useSiteBusiness(): BusinessSettings {
  return useContext(SiteBusinessContext);
}
