import { accountCopy as copy } from "~/content/account";
import type { SignInMethod } from "~/db/schema";

export interface ActivityRow {
  at: string;
  atLabel: string;
  succeeded: boolean;
  method: SignInMethod;
  country: string | null;
}

/** The account's last 20 sign-in attempts: when, how, from which country, and whether they worked. */
export function SignInActivityList({ activity }: { activity: ActivityRow[] }) {
  if (activity.length === 0) return <p className="text-stone-700">{copy.noActivity}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-honey-200 text-smoke-900">
            <th className="py-2 pr-4">Fecha</th>
            <th className="py-2 pr-4">Resultado</th>
            <th className="py-2 pr-4">Método</th>
            <th className="py-2">País</th>
          </tr>
        </thead>
        <tbody>
          {activity.map((attempt, index) => (
            <tr key={`${attempt.at}-${index}`} className="border-b border-honey-100">
              <td className="py-2 pr-4">
                <time dateTime={attempt.at}>{attempt.atLabel}</time>
              </td>
              <td
                className={`py-2 pr-4 font-semibold ${attempt.succeeded ? "text-green-800" : "text-chili-700"}`}
              >
                {attempt.succeeded ? copy.succeeded : copy.failed}
              </td>
              <td className="py-2 pr-4">{copy.methodLabel[attempt.method]}</td>
              <td className="py-2">{attempt.country ?? copy.unknownCountry}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
