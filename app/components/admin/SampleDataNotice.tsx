import { Link } from "@remix-run/react";
import { sampleDataNotice } from "~/content/site-settings-copy";

/** Every admin tab, while the identity still holds the sample values. */
export function SampleDataNotice() {
  return (
    <p
      role="note"
      className="mt-4 rounded-lg border border-honey-300 bg-honey-100 px-4 py-3 text-sm text-honey-900"
    >
      {sampleDataNotice.text}{" "}
      <Link
        to="/admin/site"
        className="font-semibold underline underline-offset-4 hover:text-chili-700"
      >
        {sampleDataNotice.link}
      </Link>
      .
    </p>
  );
}
