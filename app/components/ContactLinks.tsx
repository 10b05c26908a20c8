import { Link } from "@remix-run/react";
import type { contactCopy } from "~/content/contact";
import { CardSection } from "~/components/ui/TitledSection";
import { ServerMarkup } from "~/components/ServerMarkup";

/**
 * The contact page's links to the home page, the invitation pages and the
 * admin: the list keeps the server's markup (ServerMarkup) and its links
 * navigate in the page.
 */
export function ContactLinks({ copy }: { copy: (typeof contactCopy)["more"] }) {
  return (
    <CardSection as="nav" headingId="contacto-enlaces-titulo" heading={copy.heading}>
      <ServerMarkup
        as="ul"
        id="contacto-enlaces"
        content={copy}
        className="mt-4 divide-y divide-honey-100"
      >
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
      </ServerMarkup>
    </CardSection>
  );
}
