import { Form } from "@remix-run/react";
import { AccountItem } from "~/components/account/AccountItem";
import { Button } from "~/components/ui/Button";
import { accountCopy as copy } from "~/content/account";

export interface SessionRow {
  id: string;
  browser: string;
  country: string | null;
  startedAt: string;
  startedLabel: string;
  lastUsedAt: string;
  lastUsedLabel: string;
  current: boolean;
}

/**
 * The open sessions, the current one marked; 'Cerrar sesión' on each (on the
 * current one it signs out here, as the header's button does).
 */
export function SessionList({ sessions }: { sessions: SessionRow[] }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-honey-200 rounded-xl border border-honey-200">
        {sessions.map((session) => (
          <AccountItem
            key={session.id}
            data={{ "data-session": session.current ? "current" : "other" }}
            title={
              <>
                {session.browser}
                {session.country ? ` · ${session.country}` : ""}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-honey-100 px-2 py-0.5 text-sm text-honey-900">
                    {copy.currentSession}
                  </span>
                ) : null}
              </>
            }
            details={
              <>
                {copy.started}: <time dateTime={session.startedAt}>{session.startedLabel}</time>
                {" · "}
                {copy.lastUsed}: <time dateTime={session.lastUsedAt}>{session.lastUsedLabel}</time>
              </>
            }
            action={
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="sessionId" value={session.id} />
                <Button type="submit" variant="secondary" size="sm">
                  {copy.endSession}
                </Button>
              </Form>
            }
          />
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="end-other-sessions" />
          <Button type="submit" variant="secondary">
            {copy.endOtherSessions}
          </Button>
          <p className="mt-2 text-sm text-stone-700">{copy.endOtherSessionsHint}</p>
        </Form>
      ) : null}
    </div>
  );
}
