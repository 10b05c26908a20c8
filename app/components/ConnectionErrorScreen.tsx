import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useId, type MouseEvent } from "react";
import { Icon } from "~/components/Icon";
import { StandaloneModeForm } from "~/components/StandaloneModeForm";
import { connectionErrorCopy } from "~/content/standalone";
import type { loader as rootLoader } from "~/root";

const button =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold transition-colors";

/**
 * What the visitor sees after an unexpected error: never the error itself.
 * Both actions work without JavaScript: retry is a plain link to the current
 * URL (with JavaScript it reloads the page), and the standalone mode is a plain
 * form post to /standalone (with JavaScript: its notice, then a reload).
 * While the mode is already on, it says so instead of offering it.
 */
export function ConnectionErrorScreen({
  headingLevel = 1,
  titleId,
  messageId,
}: {
  /** 2 when shown as an overlay above a page that already has its h1. */
  headingLevel?: 1 | 2;
  /** Ids for an enclosing dialog's aria-labelledby / aria-describedby. */
  titleId?: string;
  messageId?: string;
}) {
  const fallbackId = useId();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const standalone = useRouteLoaderData<typeof rootLoader>("root")?.standalone === true;
  const Heading = headingLevel === 1 ? "h1" : "h2";

  const retry = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.location.reload();
  };

  return (
    <div className="mx-auto w-full max-w-md rounded-2xl border border-honey-200 bg-white p-8 text-center shadow-lg">
      <Icon name="alert" className="mx-auto size-12 text-chili-600" />
      <Heading
        id={titleId ?? `${fallbackId}-titulo`}
        className="mt-4 font-serif text-2xl font-bold text-smoke-900"
      >
        {connectionErrorCopy.title}
      </Heading>
      <p id={messageId ?? `${fallbackId}-mensaje`} className="mt-2 text-stone-700">
        {connectionErrorCopy.message}
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <a
          href={here}
          onClick={retry}
          data-autofocus
          className={`${button} bg-chili-700 text-white hover:bg-chili-600`}
        >
          <Icon name="refresh" className="size-5" />
          {connectionErrorCopy.retry}
        </a>
        {standalone ? (
          <p className="text-sm text-stone-700">{connectionErrorCopy.standaloneAlreadyOn}</p>
        ) : (
          <StandaloneModeForm intent="enable" redirectTo={here}>
            <button
              type="submit"
              className={`${button} w-full border border-honey-700 bg-honey-50 text-honey-900 hover:bg-honey-100`}
            >
              {connectionErrorCopy.useStandalone}
            </button>
          </StandaloneModeForm>
        )}
      </div>
    </div>
  );
}
