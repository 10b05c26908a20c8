import { AdminItemList } from "./AdminItemList";
import { AdminRowActions } from "./AdminRowActions";

/** What the codes tab shows of a code (the date already formatted). */
export interface InvitationCodeRow {
  id: number;
  code: string;
  name: string;
  company: string;
  email: string | null;
  phone: string | null;
  isUsed: boolean;
  /** 'Usado el …' for a used code. */
  usedLabel: string | null;
}

export const USED_CODE_LOCKED_HINT = "Un código usado no se puede editar ni eliminar";

/** Every code; used ones show their date and cannot be edited or deleted. */
export function InvitationCodeList({
  codes,
  tabUrl,
}: {
  codes: readonly InvitationCodeRow[];
  tabUrl: string;
}) {
  return (
    <AdminItemList items={codes} empty="No hay códigos de invitación registrados.">
      {(code) => (
        <>
          <div className="min-w-0 flex-1 space-y-1">
            <h3 className="font-mono font-semibold text-smoke-900">{code.code}</h3>
            <p className="text-smoke-900">
              {code.name} · {code.company}
            </p>
            {code.email ? <p className="text-stone-700">{code.email}</p> : null}
            {code.phone ? <p className="text-stone-700">Tel. {code.phone}</p> : null}
            {code.isUsed ? (
              <p className="text-sm font-semibold text-chili-700">
                {code.usedLabel ?? "Usado"}
                <span className="sr-only">. {USED_CODE_LOCKED_HINT}</span>
              </p>
            ) : (
              <p className="text-sm text-stone-700">Disponible</p>
            )}
          </div>
          <AdminRowActions
            tabUrl={tabUrl}
            id={code.id}
            name={code.code}
            lockedReason={code.isUsed ? USED_CODE_LOCKED_HINT : undefined}
          />
        </>
      )}
    </AdminItemList>
  );
}
