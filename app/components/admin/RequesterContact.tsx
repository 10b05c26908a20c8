import { Fragment } from "react";
import { phoneLink } from "~/shared/contact-links";

const linkClass = "text-chili-700 underline underline-offset-2";

/**
 * An e-mail address with a chance to wrap before its "@" and each dot, so a
 * line breaks there rather than inside a word (with `break-normal`, a part
 * wider than a table's column widens it and the table scrolls sideways).
 */
export function BreakableEmail({ email }: { email: string }) {
  return email.split(/(?=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/**
 * The requester's e-mail as a mailto: link, wrapped at its "@" and dots. In
 * a table (`inTable`) never inside a word; elsewhere a part wider than the
 * screen may still break.
 */
export function RequesterEmail({ email, inTable = false }: { email: string; inTable?: boolean }) {
  return (
    <a
      href={`mailto:${email}`}
      className={`${inTable ? "break-normal" : "break-words"} ${linkClass}`}
    >
      <BreakableEmail email={email} />
    </a>
  );
}

/** The requester's phone as a tel: link (digits and + only in the address). */
export function RequesterPhone({ phone }: { phone: string }) {
  return (
    <a href={phoneLink(phone)} className={linkClass}>
      {phone}
    </a>
  );
}
