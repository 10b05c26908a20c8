import { Form, useNavigation } from "@remix-run/react";
import { requestInboxCopy as copy } from "~/content/request-inbox";
import type { NoticeState } from "~/shared/enums";
import { Button } from "~/components/ui/Button";
import { useRefocusAfterPost } from "./useRefocusAfterPost";

const NOTICE_FORM_ID = "aviso";

interface RequestNoticePanelProps {
  action: string;
  state: NoticeState;
  description: string;
  /** Whether notices are configured: only then can one be sent. */
  noticesOn: boolean;
}

/** Whether the owner was told of the request by e-mail, and 'Reenviar aviso'. */
export function RequestNoticePanel({
  action,
  state,
  description,
  noticesOn,
}: RequestNoticePanelProps) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formAction === action &&
    navigation.formData?.get("intent") === "notify";
  useRefocusAfterPost(NOTICE_FORM_ID, pending);
  return (
    <section aria-labelledby="aviso-titulo" className="space-y-3" data-notice-state={state}>
      <h3 id="aviso-titulo" className="text-lg font-semibold text-smoke-900">
        {copy.noticeHeading}
      </h3>
      <p className={state === "failed" ? "font-semibold text-chili-700" : "text-stone-700"}>
        {description}
      </p>
      {noticesOn ? (
        <Form id={NOTICE_FORM_ID} method="post" action={action} preventScrollReset>
          <input type="hidden" name="intent" value="notify" />
          <Button type="submit" variant="secondary" pending={pending} pendingLabel="Enviando...">
            {state === "sent" || state === "failed" ? copy.resend : copy.send}
          </Button>
        </Form>
      ) : (
        <p className="text-stone-700">{copy.noticesDisabled}</p>
      )}
    </section>
  );
}
