import { Link } from "@remix-run/react";
import {
  CARDS_PATH,
  CODES_PATH,
  RETIRE_CAMPAIGN_PATH,
  campaignToolsCopy as copy,
} from "~/content/invitation-campaigns";

/** A campaign's figures, as the loader gives them. */
export interface CampaignFiguresRow {
  campaign: string;
  codes: number;
  used: number;
  expired: number;
  requests: number;
}

const cell = "px-3 py-2 align-top";
const number = `${cell} text-right tabular-nums`;
const columns = copy.figuresColumns;

/** The numeric columns, in order: each a figure of the row. */
const FIGURES = ["codes", "used", "expired", "requests"] as const;

const headings = [
  { label: columns.campaign, numeric: false },
  ...FIGURES.map((figure) => ({ label: columns[figure], numeric: true })),
  { label: columns.actions, numeric: false },
];

/** A campaign's tools, in order: its codes, its cards, and retiring it while it has usable codes. */
const CAMPAIGN_TOOLS = [
  { to: CODES_PATH, text: copy.showCodes, label: copy.showCodesOf },
  { to: CARDS_PATH, text: copy.printCards, label: copy.printCardsOf, reloadDocument: true },
  { to: RETIRE_CAMPAIGN_PATH, text: copy.retire, label: copy.retireOf, usableOnly: true },
];

const hasUsable = (row: CampaignFiguresRow) => row.codes > row.used + row.expired;

/** One of a campaign's tools: `to` with the campaign in its query, named for it. */
function CampaignLink({
  to,
  campaign,
  label,
  reloadDocument,
  children,
}: {
  to: string;
  campaign: string;
  label: string;
  reloadDocument?: boolean;
  children: string;
}) {
  return (
    <Link
      to={`${to}?${new URLSearchParams({ campaign })}`}
      reloadDocument={reloadDocument}
      aria-label={label}
      className="text-chili-700 underline underline-offset-2"
    >
      {children}
    </Link>
  );
}

/** Every campaign: its codes, used, expired and requests received, with links to its codes and cards. */
export function CampaignFiguresTable({ campaigns }: { campaigns: readonly CampaignFiguresRow[] }) {
  if (campaigns.length === 0) return null;
  return (
    <section aria-labelledby="campanas-titulo" className="space-y-2">
      <h3 id="campanas-titulo" className="text-lg font-semibold text-smoke-900">
        {copy.figuresHeading}
      </h3>
      <div
        role="region"
        aria-label={copy.figuresCaption}
        // Scrollable at narrow widths: focusable so keyboards can scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-honey-200 bg-white"
      >
        <table className="w-full min-w-[40rem] text-left text-sm text-smoke-900">
          <caption className="sr-only">{copy.figuresCaption}</caption>
          <thead className="bg-honey-100 text-honey-900">
            <tr>
              {headings.map(({ label, numeric }) => (
                <th key={label} scope="col" className={numeric ? `${cell} text-right` : cell}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-honey-100">
            {campaigns.map((row) => (
              <tr key={row.campaign} data-campaign={row.campaign}>
                <th scope="row" className={`${cell} font-semibold`}>
                  {row.campaign}
                </th>
                {FIGURES.map((figure) => (
                  <td key={figure} className={number} data-figure={figure}>
                    {row[figure]}
                  </td>
                ))}
                <td className={cell}>
                  <div className="flex flex-wrap gap-x-4 gap-y-1">
                    {CAMPAIGN_TOOLS.filter(({ usableOnly }) => !usableOnly || hasUsable(row)).map(
                      ({ to, text, label, reloadDocument }) => (
                        <CampaignLink
                          key={to}
                          to={to}
                          campaign={row.campaign}
                          label={label(row.campaign)}
                          reloadDocument={reloadDocument}
                        >
                          {text}
                        </CampaignLink>
                      ),
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
