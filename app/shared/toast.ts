/**
 * sonner's `toast`, loaded on first use: the toaster is not part of any
 * page's first download (docs/decisions/023-public-javascript-budget.md).
 * sonner replays the toasts created before its Toaster subscribes, so none
 * is lost while the module loads.
 */
import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

/** A notice carried across a redirect, shown as a toast: title and optional description. */
export interface FlashToast {
  type: "success" | "error";
  title: string;
  description?: string;
  /** A delete's trash entry, so the toast can offer 'Deshacer' (docs/decisions/034-trash.md). */
  trashId?: number;
}

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
const waiting = new Set<(module: Sonner) => void>();

/** Starts (once) and answers the download of sonner. */
function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    void sonner.then((module) => waiting.forEach((notify) => notify(module)));
  }
  return sonner;
}

/** Calls `notify` once sonner has loaded (the first toast loads it); answers the unsubscribe. */
export function onSonnerLoaded(notify: (module: Sonner) => void): () => void {
  if (sonner) {
    void sonner.then(notify);
    return () => undefined;
  }
  waiting.add(notify);
  return () => waiting.delete(notify);
}

type Show = (message: string, options?: ExternalToast) => void;

/**
 * One toast at a time: the ones before are dismissed, not queued. (sonner's
 * `visibleToasts={1}` only hides them, so closing the newest brought the one
 * before it back.)
 */
function lazily(pick: (module: Sonner) => Show): Show {
  return (message, options) => {
    void loadSonner().then((module) => {
      module.toast.dismiss();
      pick(module)(message, options);
    });
  };
}

export const toast = Object.assign(
  lazily((module) => module.toast),
  {
    success: lazily((module) => module.toast.success),
    error: lazily((module) => module.toast.error),
  },
);
