import type { FormEvent, ReactNode } from "react";
import { toast } from "~/shared/toast";
import {
  STANDALONE_ENABLING,
  STANDALONE_PATH,
  STANDALONE_RELOAD_DELAY_MS,
} from "~/shared/site-mode";

/**
 * Turns the standalone mode on or off. Without JavaScript it is a plain form
 * post answered with a redirect. With JavaScript the flags are set by a
 * fetch, its notice shows, and the page reloads: after 1.5 s when
 * turning the mode on, at once when turning it off. If the fetch
 * fails, the form is posted the plain way.
 */
export function StandaloneModeForm({
  intent,
  redirectTo,
  className,
  children,
}: {
  intent: "enable" | "disable";
  redirectTo: string;
  className?: string;
  children: ReactNode;
}) {
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (intent === "enable") toast(STANDALONE_ENABLING);
    try {
      const response = await fetch(STANDALONE_PATH, {
        method: "POST",
        body: new FormData(form),
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`standalone: ${response.status}`);
    } catch {
      form.submit();
      return;
    }
    const delay = intent === "enable" ? STANDALONE_RELOAD_DELAY_MS : 0;
    window.setTimeout(() => window.location.assign(redirectTo), delay);
  };

  return (
    <form
      method="post"
      action={STANDALONE_PATH}
      className={className}
      onSubmit={(event) => void submit(event)}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {children}
    </form>
  );
}
