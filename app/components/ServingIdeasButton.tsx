import { Suspense, lazy, useState, type ComponentType } from "react";
import { Icon } from "~/components/Icon";
import type { ServingIdeasRadixDialogProps } from "~/components/ServingIdeasRadixDialog";
import { useHydrated } from "~/components/useHydrated";
import { SERVING_IDEAS_ANCHOR, servingIdeasCopy } from "~/content/serving-ideas";

const triggerClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-honey-700 px-4 py-2.5 font-semibold text-white transition-colors hover:bg-honey-800";

const loadDialog = () => import("~/components/ServingIdeasRadixDialog");

/**
 * The 'Ver Usos Gastronómicos' button. Without JavaScript it is a link to the
 * product page's serving-ideas section; once hydrated it is a button that
 * opens a Radix dialog (ServingIdeasRadixDialog). The dialog's code loads on
 * the first click, or just before it (pointer over, focus), so no page
 * downloads it up front; if it cannot load, the link's page is opened instead.
 */
export function ServingIdeasButton({
  productSlug,
  productName,
}: {
  productSlug: string;
  productName: string;
}) {
  const hydrated = useHydrated();
  const [requested, setRequested] = useState(false);
  const href = `/products/${productSlug}#${SERVING_IDEAS_ANCHOR}`;
  const label = (
    <>
      <Icon name="utensils" className="size-5" />
      {servingIdeasCopy.buttonLabel}
    </>
  );
  if (!hydrated) {
    return (
      <a href={href} className={triggerClass}>
        {label}
      </a>
    );
  }
  const trigger = (
    <button
      type="button"
      className={triggerClass}
      onPointerEnter={() => void loadDialog().catch(() => undefined)}
      onFocus={() => void loadDialog().catch(() => undefined)}
      onClick={() => setRequested(true)}
    >
      {label}
    </button>
  );
  if (!requested) return trigger;
  return (
    <Suspense fallback={trigger}>
      <Dialog href={href} productName={productName} label={label} triggerClass={triggerClass} />
    </Suspense>
  );
}

/** If the dialog's code cannot load, the product page's section opens instead. */
const Dialog = lazy((): Promise<{ default: ComponentType<ServingIdeasRadixDialogProps> }> =>
  loadDialog().catch(() => ({
    default: function OpenTheSection({ href }: ServingIdeasRadixDialogProps) {
      window.location.assign(href);
      return null;
    },
  })),
);
