const linkClass = "text-chili-700 underline underline-offset-2";

/**
 * The requester's e-mail as a mailto: link, kept whole: it breaks only when
 * it is longer than the whole column (the table widens and scrolls instead).
 */
export function RequesterEmail({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={`break-words ${linkClass}`}>
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
