import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { Icon } from "~/components/Icon";
import { ServingIdeasList } from "~/components/ServingIdeasList";
import { servingIdeaGroups } from "~/content/serving-idea-groups";
import { servingIdeasCopy } from "~/content/serving-ideas";

/**
 * The serving ideas as a Radix dialog (focus trap; Escape and the close
 * button close it), opened as soon as it loads: ServingIdeasButton loads
 * this module on the first click of its button.
 */
export interface ServingIdeasRadixDialogProps {
  productName: string;
  label: ReactNode;
  triggerClass: string;
  /** The product page's serving ideas, where the link goes without the dialog. */
  href: string;
}

export default function ServingIdeasRadixDialog({
  productName,
  label,
  triggerClass,
}: ServingIdeasRadixDialogProps) {
  return (
    <Dialog.Root defaultOpen>
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
            <ServingIdeasList groups={servingIdeaGroups} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
