/** An action's answer in its own section: a status when it worked, an alert when not. */
export function AccountNotice({ ok, message }: { ok: boolean; message: string }) {
  return ok ? (
    <p
      role="status"
      className="rounded-lg border border-green-700 bg-green-50 p-3 font-semibold text-green-900"
    >
      {message}
    </p>
  ) : (
    <p
      role="alert"
      className="rounded-lg border border-chili-700 bg-red-50 p-3 font-semibold text-chili-700"
    >
      {message}
    </p>
  );
}
