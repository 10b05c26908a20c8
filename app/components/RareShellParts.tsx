import { NotFoundPage as ServerNotFoundPage } from "~/components/NotFoundPage";
import { StandaloneBanner as ServerStandaloneBanner } from "~/components/StandaloneBanner";
import { serverDrawnPart } from "~/components/serverDrawnPart";

/*
 * Parts of the shell that few pages draw: the 404 page and the standalone
 * mode's banner. The browser downloads each only when it draws it.
 */
export const NotFoundPage = serverDrawnPart(import.meta.env.SSR ? ServerNotFoundPage : null, () =>
  import("~/components/NotFoundPage").then((module) => module.NotFoundPage),
);

export const StandaloneBanner = serverDrawnPart(
  import.meta.env.SSR ? ServerStandaloneBanner : null,
  () => import("~/components/StandaloneBanner").then((module) => module.StandaloneBanner),
);
