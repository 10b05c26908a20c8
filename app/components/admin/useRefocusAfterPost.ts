import { useEffect, useRef } from "react";

/**
 * A button disabled while its form posts loses the focus, which falls to
 * the page's body: a keyboard user would start again from the top. Once the
 * post is over, this puts the focus back on the form's submit button, unless
 * the user has moved it elsewhere meanwhile.
 */
export function useRefocusAfterPost(formId: string, pending: boolean): void {
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending) {
      const active = document.activeElement;
      if (!active || active === document.body) {
        document.querySelector<HTMLButtonElement>(`#${formId} button[type="submit"]`)?.focus();
      }
    }
    wasPending.current = pending;
  }, [formId, pending]);
}
