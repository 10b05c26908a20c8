import { Icon } from "~/components/Icon";
import { ServerMarkup } from "~/components/ServerMarkup";
import { useSiteBusiness } from "~/components/useSiteBusiness";
import { socialLinks } from "~/content/navigation";

type Variant = "icons" | "labelled" | "described";

/**
 * The owner's profiles (the identity's Facebook, Instagram… links), opened in a new tab.
 * - icons: icon-only buttons (header)
 * - labelled: icon and network name (mobile menu)
 * - described: icon, name and a short description (footer, dark surface)
 *
 * With `id`, the list keeps the server's markup while the profiles stay the
 * ones it was drawn from (ServerMarkup): React builds nothing inside it.
 */
export function SocialLinks({
  variant,
  className = "",
  id,
}: {
  variant: Variant;
  className?: string;
  id?: string;
}) {
  const links = socialLinks(useSiteBusiness());
  const listClass = `flex ${variant === "described" ? "flex-col gap-3" : "gap-2"} ${className}`;
  const items = links.map((link) => (
    <li key={link.field}>
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={link.ariaLabel}
        className={linkClass[variant]}
      >
        <Icon name={link.icon} className="size-5 shrink-0" />
        {variant !== "icons" && <span>{link.label}</span>}
      </a>
      {variant === "described" && (
        <p className="mt-0.5 pl-7 text-sm text-stone-300">{link.description}</p>
      )}
    </li>
  ));
  return id ? (
    <ServerMarkup as="ul" id={id} content={links} className={listClass}>
      {items}
    </ServerMarkup>
  ) : (
    <ul className={listClass}>{items}</ul>
  );
}

const linkClass: Record<Variant, string> = {
  icons:
    "inline-flex size-10 items-center justify-center rounded-full text-honey-900 transition-colors hover:bg-honey-200",
  labelled:
    "inline-flex items-center gap-2 rounded-lg border border-honey-300 bg-white px-4 py-2.5 font-medium text-honey-900 hover:bg-honey-100",
  described:
    "inline-flex items-center gap-2 rounded-md font-semibold text-honey-200 underline-offset-4 hover:underline",
};
