const linkClass = "text-chili-700 underline underline-offset-2";

/** The requester's e-mail as a mailto: link that may break anywhere, not past the column. */
export function RequesterEmail({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={`break-all ${linkClass}`}>
      {email}
    </a>
  );
}

/** The requester's phone as a tel: link (digits and + only in the address). */
export function RequesterPhone({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
      {phone}
    </a>
  );
}
