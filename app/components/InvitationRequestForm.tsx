import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useMemo } from "react";
import { toast } from "~/shared/toast";
import { HoneypotField } from "~/components/HoneypotField";
import { Icon } from "~/components/Icon";
import { PrivacyNote } from "~/components/PrivacyNote";
import { InvitationCodeField } from "~/components/InvitationCodeField";
import { InvitationOutcomeNotice } from "~/components/InvitationOutcomeNotice";
import { inputProps, textareaProps } from "~/components/forms/control-props";
import { deferredController, useDeferredForm } from "~/components/forms/useDeferredForm";
import { Button } from "~/components/ui/Button";
import { FormField } from "~/components/ui/FormField";
import {
  useInvitationCodeLookup,
  type InvitationCodeState,
  type InvitationContactValues,
} from "~/components/useInvitationCodeLookup";
import { useSiteBusiness } from "~/components/useSiteBusiness";
import { whatsappLink } from "~/shared/contact-links";
import { INVITATION_FORM_ANCHOR } from "~/shared/invitation-form-anchor";
import type {
  InvitationActionData,
  InvitationPageData,
} from "~/controllers/invitation-request-page.server";

const FORM_ID = "solicitud-invitacion";
const LOCKED_HINT_ID = `${FORM_ID}-bloqueado`;
const FIELDS = ["invitationCode", "name", "email", "phone", "message"] as const;
export type InvitationFieldName = (typeof FIELDS)[number];
/** The contact data a valid code fills in. */
const CONTACT_INPUTS = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
] as const;

const controller = deferredController<InvitationFieldName>(
  () => import("~/components/InvitationFormController"),
);

/** Where the code stands according to the last server answer. */
function serverCodeState(
  data: InvitationPageData,
  actionData: InvitationActionData | undefined,
): InvitationCodeState {
  if (actionData) {
    const { code, outcome } = actionData;
    if (outcome === "sent") return { status: "sent", code };
    if (!code) return { status: "empty", code: "" };
    // A refused code locks the form; the server's message says why.
    if (outcome === "refused") return { status: "invalid", code, message: null };
    return { status: "valid", code };
  }
  if (data.contact) return { status: "valid", code: data.code };
  if (data.codeError) return { status: "invalid", code: data.code, message: data.codeError };
  return { status: "empty", code: "" };
}

/**
 * The invitation request form of /associates and /clients: locked and empty until a
 * valid code fills name, e-mail and phone; 'Enviando...' with everything
 * disabled while sending; locked with the thank-you and the WhatsApp button
 * after success. Works as a two-step form without JavaScript. Its live
 * validation (InvitationFormController) loads once the visitor starts using
 * the code or the form.
 */
export function InvitationRequestForm({
  data,
  actionData,
}: {
  data: InvitationPageData;
  actionData: InvitationActionData | undefined;
}) {
  const { page, copy } = data;
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formAction === page.path;

  const { contact } = data;
  const defaultValue = useMemo(
    () => ({ name: contact?.name ?? "", email: contact?.email ?? "", phone: contact?.phone ?? "" }),
    [contact],
  );
  const deferred = useDeferredForm({
    controller,
    names: FIELDS,
    formId: FORM_ID,
    lastResult: actionData?.result,
    defaultValue,
    constraint: data.constraint,
  });
  const { fields, update } = deferred;

  const serverState = useMemo(() => serverCodeState(data, actionData), [data, actionData]);
  const lookup = useInvitationCodeLookup(
    serverState,
    copy.lookupFailed,
    (filled: InvitationContactValues) => {
      // Forgets that the fields were validated, so errors shown while empty go away.
      update("name", filled.name);
      update("email", filled.email ?? "");
      update("phone", filled.phone ?? "");
    },
  );
  const { state } = lookup;
  const { whatsappNumber } = useSiteBusiness();

  // Each answer of the action is told once, as a toast (the texts are
  // strings, equal from one loader answer to the next).
  const { successTitle, errorTitle } = copy;
  const { successDescription } = page;
  useEffect(() => {
    if (!actionData) return;
    if (actionData.outcome === "sent") {
      toast.success(successTitle, { description: successDescription });
      return;
    }
    const message = actionData.result.error?.[""]?.[0];
    if (message) toast.error(errorTitle, { description: message });
  }, [actionData, successTitle, errorTitle, successDescription]);

  const sent = state.status === "sent";
  const unlocked = state.status === "valid";
  const locked = !unlocked && !sent;
  const showWhatsApp = sent || (unlocked && !submitting);
  // The server's refusal stays on screen until the visitor changes the code.
  const formError =
    state === serverState && !sent ? (actionData?.result.error?.[""]?.[0] ?? null) : null;

  const lockedProps = locked
    ? { readOnly: true, "aria-describedby": LOCKED_HINT_ID }
    : { readOnly: false };
  const shownErrors = (errors: string[] | undefined) => (locked ? undefined : errors);

  return (
    // Typing a code soon fills the form: its validation starts loading now.
    <div id={INVITATION_FORM_ANCHOR} className="space-y-6" onFocus={deferred.load}>
      <InvitationCodeField
        action={page.path}
        lookup={lookup}
        copy={copy}
        errors={fields.invitationCode.errors}
        disabled={sent || submitting}
      />
      <Form method="post" action={page.path} {...deferred.form} className="relative space-y-5">
        <input
          type="hidden"
          name={fields.invitationCode.name}
          value={unlocked || sent ? state.code : ""}
        />
        <fieldset
          disabled={sent || submitting || state.status === "validating"}
          className="space-y-4"
        >
          <legend className="sr-only">{copy.contactLegend}</legend>
          {locked ? (
            <p id={LOCKED_HINT_ID} className="text-sm text-stone-700">
              {copy.lockedHint}
            </p>
          ) : null}
          {CONTACT_INPUTS.map(({ name, type, autoComplete }) => (
            <FormField
              key={name}
              label={copy[name]}
              hint={name === "phone" ? copy.phoneHint : undefined}
              inputProps={{ ...inputProps(fields[name], type), ...lockedProps, autoComplete }}
              errors={shownErrors(fields[name].errors)}
            />
          ))}
          <FormField
            label={copy.message}
            textareaProps={{ ...textareaProps(fields.message), ...lockedProps, rows: 4 }}
            errors={shownErrors(fields.message.errors)}
          />
          <HoneypotField formId={FORM_ID} label={copy.honeypot} />
        </fieldset>
        <PrivacyNote copy={copy} />
        <InvitationOutcomeNotice
          sent={sent}
          successDescription={page.successDescription}
          copy={copy}
          error={formError}
        />
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            pending={submitting}
            pendingLabel={copy.pending}
            disabled={!unlocked}
          >
            <Icon name="send" className="size-5" />
            {page.submitLabel}
          </Button>
          {showWhatsApp ? (
            <Button
              href={whatsappLink(
                whatsappNumber,
                `${page.whatsappMessage.beforeCode}${state.code}${page.whatsappMessage.afterCode}`,
              )}
              target="_blank"
              rel="noopener noreferrer"
              variant="secondary"
            >
              <Icon name="message" className="size-5" />
              {copy.whatsapp}
              <span className="sr-only"> {copy.newTab}</span>
            </Button>
          ) : null}
          <Button to="/" variant="ghost">
            <Icon name="home" className="size-5" />
            {copy.home}
          </Button>
        </div>
        {deferred.controller}
      </Form>
    </div>
  );
}
