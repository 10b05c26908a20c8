import { Link } from "@remix-run/react";

/** The line under a form that collects personal data, linking to the privacy notice. */
export function PrivacyNote({ copy }: { copy: { privacyBefore: string; privacyLink: string } }) {
  return (
    <p className="text-sm text-stone-700">
      {copy.privacyBefore}{" "}
      <Link
        to="/privacidad"
        className="rounded-sm font-semibold text-honey-900 underline underline-offset-4 hover:text-chili-700"
      >
        {copy.privacyLink}
      </Link>
      .
    </p>
  );
}
