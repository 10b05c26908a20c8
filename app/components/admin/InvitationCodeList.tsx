import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import {
  CARDS_PATH,
  CODE_KIND_LABELS,
  campaignToolsCopy as copy,
} from "~/content/invitation-campaigns";
import type { InvitationCodeRow } from "~/view/invitation-code-view";
import { AdminItemList } from "./AdminItemList";
import { CHOICE_INPUT_CLASS } from "./choiceInput";
import { BreakableEmail } from "./RequesterContact";
import { AdminRowActions } from "./AdminRowActions";

export type { InvitationCodeRow };

export const USED_CODE_LOCKED_HINT = "Un código usado no se puede editar ni eliminar";

const CARDS_FORM_ID = "tarjetas-seleccionadas";

/** A code's state: available, expired (still editable) or used on a date (locked). */
function CodeStateLine({ code }: { code: InvitationCodeRow }) {
  if (code.state === "usado") {
    return (
      <p className="text-sm font-semibold text-chili-700">
        {code.usedLabel ?? "Usado"}
        <span className="sr-only">. {USED_CODE_LOCKED_HINT}</span>
      </p>
    );
  }
  if (code.state === "vencido") {
    return (
      <p className="text-sm">
        <span className="rounded-full bg-stone-200 px-2 py-0.5 font-semibold text-smoke-900">
          {copy.expired}
        </span>{" "}
        <span className="text-stone-700">{copy.expiredHint}</span>
      </p>
    );
  }
  return <p className="text-sm text-stone-700">{copy.available}</p>;
}

/**
 * Every code (as filtered); used ones show their date and cannot be edited
 * or deleted. Codes still usable can be picked for a sheet of cards.
 */
export function InvitationCodeList({
  codes,
  tabUrl,
  empty,
}: {
  codes: readonly InvitationCodeRow[];
  tabUrl: string;
  empty: string;
}) {
  const printable = codes.some((code) => code.state === "sin-usar");
  return (
    <div className="space-y-3">
      {printable ? (
        <Form
          id={CARDS_FORM_ID}
          method="get"
          action={CARDS_PATH}
          reloadDocument
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <p className="text-sm text-stone-700">{copy.selectHint}</p>
          <Button type="submit" variant="secondary">
            {copy.printSelected}
          </Button>
        </Form>
      ) : null}
      <AdminItemList items={codes} empty={empty}>
        {(code) => (
          <>
            {code.state === "sin-usar" ? (
              <input
                type="checkbox"
                form={CARDS_FORM_ID}
                name="id"
                value={code.id}
                aria-label={copy.selectForCards(code.code)}
                className={`mt-1 ${CHOICE_INPUT_CLASS}`}
              />
            ) : (
              <span aria-hidden="true" className="size-5 shrink-0" />
            )}
            <div className="min-w-0 flex-1 space-y-1" data-code={code.code}>
              <h3 className="font-mono font-semibold text-smoke-900">{code.code}</h3>
              <p className="text-smoke-900">
                {code.name} · {code.company}
              </p>
              {code.email ? (
                <p className="break-words text-stone-700">
                  <BreakableEmail email={code.email} />
                </p>
              ) : null}
              {code.phone ? <p className="text-stone-700">Tel. {code.phone}</p> : null}
              <p className="text-sm text-stone-700">
                {code.campaign ? <>{copy.campaign(code.campaign)} · </> : null}
                {CODE_KIND_LABELS[code.kind]}
                {code.expiryLabel ? <> · {code.expiryLabel}</> : null}
              </p>
              <CodeStateLine code={code} />
            </div>
            <AdminRowActions
              tabUrl={tabUrl}
              id={code.id}
              name={code.code}
              lockedReason={code.state === "usado" ? USED_CODE_LOCKED_HINT : undefined}
            />
          </>
        )}
      </AdminItemList>
    </div>
  );
}
