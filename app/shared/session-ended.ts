/**
 * An admin form's answer when the page's script posts it after the session
 * ended: the form stays open with what was typed and shows `sessionEnded`.
 * Without JavaScript the post is redirected to the sign-in page instead.
 */
export interface SessionEndedAnswer {
  sessionEnded: string;
}

export function isSessionEnded(value: unknown): value is SessionEndedAnswer {
  return (
    typeof value === "object" &&
    value !== null &&
    "sessionEnded" in value &&
    typeof value.sessionEnded === "string"
  );
}
