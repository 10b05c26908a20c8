import * as Dialog from "@radix-ui/react-dialog";
import { Icon } from "~/components/Icon";
import { ServingIdeasList } from "~/components/ServingIdeasList";
import { useHydrated } from "~/components/useHydrated";
import { SERVING_IDEAS_ANCHOR, servingIdeasCopy } from "~/content/serving-ideas";

const triggerClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-honey-700 px-4 py-2.5 font-semibold text-white transition-colors hover:bg-honey-800";

/**
 * SPEC §2 'Ver Usos Gastronómicos'. Without JavaScript it is a link to the
 * product page's serving-ideas section; once hydrated it opens a dialog
 * (Radix: focus trap, Escape and the close button close it).
 */
export function ServingIdeasDialog({
  productSlug,
  productName,
}: {
  productSlug: string;
  productName: string;
}) {
  const hydrated = useHydrated();
  const label = (
    <>
      <Icon name="utensils" className="size-5" />
      {servingIdeasCopy.buttonLabel}
    </>
  );
  if (!hydrated) {
    return (
      <a href={`/products/${productSlug}#${SERVING_IDEAS_ANCHOR}`} className={triggerClass}>
        {label}
      </a>
    );
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger className={triggerClass}>{label}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-smoke-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl focus:outline-none">
          <div className="flex items-start justify-between gap-4 border-b border-honey-200 p-5">
            <div>
              <Dialog.Title className="font-serif text-2xl font-bold text-smoke-900">
                {servingIdeasCopy.title}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-stone-700">
                {productName}: {servingIdeasCopy.description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={servingIdeasCopy.closeLabel}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-honey-900 hover:bg-honey-100"
            >
              <Icon name="close" />
            </Dialog.Close>
          </div>
          {/* A scrolling region with nothing focusable inside must itself take focus,
              or keyboard users cannot scroll it (axe: scrollable-region-focusable). */}
          <div
            role="region"
            aria-label={servingIdeasCopy.title}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="overflow-y-auto p-5"
          >
            <ServingIdeasList />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
