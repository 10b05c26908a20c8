import { Link, type LinkProps } from "@remix-run/react";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { Spinner } from "~/components/ui/Spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost";
export type ButtonSize = "sm" | "md";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-not-allowed aria-disabled:opacity-70";

// Every pair keeps at least 4.5:1 contrast (WCAG AA), hovered or not.
const variants: Record<ButtonVariant, string> = {
  primary: "bg-chili-700 text-white hover:bg-chili-600 disabled:hover:bg-chili-700",
  secondary:
    "border border-honey-700 bg-honey-50 text-honey-900 hover:bg-honey-100 disabled:hover:bg-honey-50",
  ghost: "text-honey-900 hover:bg-honey-100 disabled:hover:bg-transparent",
};

// Both sizes keep a 44 px touch target on the short side.
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-11 px-3 py-2 text-sm",
  md: "min-h-11 px-5 py-2.5",
};

/** The classes of a button, for the rare element `Button` cannot render. */
export function buttonClassName({
  variant = "primary",
  size = "md",
  className = "",
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();
}

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}

/** A `<button>`; `pending` disables it and shows a spinner (and `pendingLabel`). */
type NativeButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "children"> & {
    pending?: boolean;
    /** Replaces the label while pending, e.g. 'Enviando...'. */
    pendingLabel?: ReactNode;
    to?: never;
    href?: never;
  };

/** A link inside the app (Remix `<Link>`) that looks like a button. */
type AppLinkProps = CommonProps & Omit<LinkProps, "className" | "children"> & { href?: never };

/** A link to another site (or `tel:`, `mailto:`) that looks like a button. */
type ExternalLinkProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className" | "children"> & {
    href: string;
    to?: never;
  };

export type ButtonProps = NativeButtonProps | AppLinkProps | ExternalLinkProps;

/**
 * The button primitive: `to` renders an app link, `href` a plain link,
 * anything else a `<button>` (type "button" unless told otherwise).
 */
export function Button({ variant, size, className, children, ...props }: ButtonProps) {
  const classes = buttonClassName({ variant, size, className });
  if ("to" in props && props.to !== undefined) {
    return (
      <Link {...props} className={classes}>
        {children}
      </Link>
    );
  }
  if ("href" in props && props.href !== undefined) {
    return (
      <a {...props} className={classes}>
        {children}
      </a>
    );
  }
  const {
    pending = false,
    pendingLabel,
    disabled,
    type = "button",
    ...buttonProps
  } = props as Omit<NativeButtonProps, keyof CommonProps>;
  return (
    <button
      {...buttonProps}
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={classes}
    >
      {pending ? <Spinner className="size-5 shrink-0 motion-safe:animate-spin" /> : null}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}
