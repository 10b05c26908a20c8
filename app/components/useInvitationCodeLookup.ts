import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import {
  INVITATION_CODE_PATTERN,
  normalizeInvitationCode,
} from "~/validation/invitation-code-format";
import { invitationRequestMessages } from "~/content/invitations";

/** How long typing must pause before a code is looked up. */
export const LOOKUP_DELAY_MS = 400;

/** What a valid code fills in: all that the public look-up answers. */
export interface InvitationContactValues {
  name: string;
  email: string | null;
  phone: string | null;
}

/**
 * The states of the invitation form: no code (`empty`), a look-up under way
 * (`validating`), a usable code (`valid`), an unusable one (`invalid`, with
 * the message to show by the field, if any), and a request sent (`sent`).
 * Only `valid` unlocks the contact fields.
 */
export type InvitationCodeState =
  | { status: "empty"; code: "" }
  | { status: "validating"; code: string }
  | { status: "valid"; code: string }
  | { status: "invalid"; code: string; message: string | null }
  | { status: "sent"; code: string };

const NO_CONTACT: InvitationContactValues = { name: "", email: null, phone: null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

const textOrNull = (value: unknown) => (typeof value === "string" ? value : null);

function readContact(body: unknown): InvitationContactValues | null {
  if (!isRecord(body) || typeof body.name !== "string") return null;
  return { name: body.name, email: textOrNull(body.email), phone: textOrNull(body.phone) };
}

async function readErrorMessage(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    return isRecord(body) && typeof body.error === "string" ? body.error : null;
  } catch {
    return null;
  }
}

export interface InvitationCodeLookup {
  state: InvitationCodeState;
  /** What the code field shows. */
  text: string;
  /** The code field's change handler: a debounced look-up. */
  change(text: string): void;
  /** The code form's submit handler: looks up at once, without leaving the page. */
  submit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * The code look-up with JavaScript. Starts from what the server rendered
 * (`initial`, recomputed for every new loader or action result) and, as the
 * visitor types, asks GET /api/invitation-codes/{code} after a pause; a new
 * keystroke aborts the look-up in flight. Every settled look-up hands its
 * contact data (empty for a refused code) to `onContact`, after the form has
 * re-rendered with the fields unlocked.
 */
export function useInvitationCodeLookup(
  initial: InvitationCodeState,
  /** What a failed look-up says (content/invitations.ts). */
  lookupFailed: string,
  onContact: (contact: InvitationContactValues) => void,
): InvitationCodeLookup {
  const [state, setState] = useState<InvitationCodeState>(initial);
  const [text, setText] = useState<string>(initial.code);
  const [source, setSource] = useState(initial);
  const [fill, setFill] = useState<{ contact: InvitationContactValues } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  const latestOnContact = useRef(onContact);
  latestOnContact.current = onContact;

  // A new server answer (the page loaded, a request was answered) wins.
  if (source !== initial) {
    setSource(initial);
    setState(initial);
    setText(initial.code);
  }

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    controller.current?.abort();
    controller.current = null;
  }, []);
  // Nothing in flight outlives the server state it started from, or the page.
  useEffect(() => cancel, [cancel, initial]);

  useEffect(() => {
    if (!fill) return;
    latestOnContact.current(fill.contact);
    setFill(null);
  }, [fill]);

  const settle = useCallback((next: InvitationCodeState, contact: InvitationContactValues) => {
    setState(next);
    setFill({ contact });
  }, []);

  const lookUp = useCallback(
    async (typed: string) => {
      const code = normalizeInvitationCode(typed);
      const refused = (message: string) =>
        settle({ status: "invalid", code: typed, message }, NO_CONTACT);
      // A code that cannot exist is refused here, without spending an attempt.
      if (!INVITATION_CODE_PATTERN.test(code))
        return refused(invitationRequestMessages.invalidCode);
      const request = new AbortController();
      controller.current = request;
      setState({ status: "validating", code });
      try {
        const response = await fetch(`/api/invitation-codes/${encodeURIComponent(code)}`, {
          headers: { Accept: "application/json" },
          signal: request.signal,
        });
        const contact = response.ok ? readContact(await response.json()) : null;
        if (request.signal.aborted) return;
        if (contact) return settle({ status: "valid", code }, contact);
        if (response.status === 404) return refused(invitationRequestMessages.invalidCode);
        refused((await readErrorMessage(response)) ?? lookupFailed);
      } catch {
        if (!request.signal.aborted) refused(lookupFailed);
      } finally {
        if (controller.current === request) controller.current = null;
      }
    },
    [settle, lookupFailed],
  );

  const change = useCallback(
    (value: string) => {
      setText(value);
      cancel();
      if (!value.trim()) {
        // A cleared code empties and locks the form.
        settle(
          { status: "invalid", code: "", message: invitationRequestMessages.invalidCode },
          NO_CONTACT,
        );
        return;
      }
      // Locked from the first keystroke: the previous code no longer applies.
      setState({ status: "validating", code: normalizeInvitationCode(value) });
      timer.current = setTimeout(() => void lookUp(value), LOOKUP_DELAY_MS);
    },
    [cancel, lookUp, settle],
  );

  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      cancel();
      if (text.trim()) void lookUp(text);
      else change("");
    },
    [cancel, change, lookUp, text],
  );

  return { state, text, change, submit };
}
