import { Link } from "@remix-run/react";
import type { contactCopy } from "~/content/contact";

/** The contact page's links to the home page, the invitation pages and the admin. */
export function ContactLinks({
  headingId,
  copy,
}: {
  headingId: string;
  copy: (typeof contactCopy)["more"];
}) {
  return (
    <nav
      aria-labelledby={headingId}
      className="rounded-2xl border border-honey-200 bg-white p-6 shadow-lg sm:p-8"
    >
      <h2 id={headingId} className="font-serif text-2xl font-bold text-honey-900">
        {copy.heading}
      </h2>
      <ul className="mt-4 divide-y divide-honey-100">
        {copy.links.map(({ to, label, description }) => (
          <li key={to}>
            <Link
              to={to}
              className="group -mx-2 flex flex-col rounded-lg px-2 py-3 transition-colors hover:bg-honey-50"
            >
              <span className="font-semibold text-honey-900 underline-offset-4 group-hover:underline">
                {label}
              </span>
              <span className="text-sm text-stone-700">{description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
