import { useEffect, type HTMLAttributes, type ReactNode } from "react";
import { useClientLinkNavigation } from "~/components/useClientLinkNavigation";
import { useServerMarkup } from "~/components/useServerMarkup";

/**
 * A part of a page that never changes while the page is open and holds
 * nothing interactive: while React hydrates the page the server sent, the
 * element keeps the server's markup and React builds nothing inside it
 * (useServerMarkup, docs/decisions/029-main-thread-work.md). Its site links
 * still navigate in the page (useClientLinkNavigation).
 *
 * `id` names the element, unique on the page; `content` is what the
 * markup was drawn from (the data the children show, any value
 * `JSON.stringify` takes), so that a part drawn from other data (another
 * product after a navigation, settings saved while browsing) renders its
 * children instead. `enhance` is given the
 * element once hydrated when it kept the server's markup: what the page's
 * script adds to it (pictures' states, watchSiteImages).
 */
export function ServerMarkup({
  as: Element = "div",
  id,
  content,
  enhance,
  children,
  ...attributes
}: {
  as?: "div" | "section" | "footer" | "header" | "aside" | "ul";
  id: string;
  content: unknown;
  enhance?: (element: HTMLElement) => void;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, "id" | "content" | "children" | "dangerouslySetInnerHTML">) {
  const serverMarkup = useServerMarkup(id, JSON.stringify(content));
  const kept = serverMarkup !== null;
  useEffect(() => {
    const element = kept ? document.getElementById(id) : null;
    if (element) enhance?.(element);
  }, [kept, id, enhance]);
  const element = { ...attributes, id, onClick: useClientLinkNavigation() };
  if (serverMarkup !== null) {
    return <Element {...element} dangerouslySetInnerHTML={{ __html: serverMarkup }} />;
  }
  return <Element {...element}>{children}</Element>;
}
