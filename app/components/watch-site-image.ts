import {
  IMAGE_ERROR_TEXT,
  MESSAGE_FRAME_CLASS,
  PICTURE_FRAME_CLASS,
} from "~/components/site-image-markup";

/*
 * SiteImage's states for pictures React does not render: drawn by the server
 * inside ServerMarkup, or copied from a `<template>` by a carousel. A module
 * of its own, so that only the pages with carousels load it
 * (docs/decisions/023-public-javascript-budget.md).
 */

function showLoaded(image: HTMLImageElement): void {
  image.dataset.state = "loaded";
  image.classList.replace("opacity-0", "opacity-100");
  image.parentElement?.querySelector(":scope > [data-placeholder]")?.remove();
}

function showFailed(frame: HTMLElement, alt: string): void {
  const message = document.createElement("div");
  const sizing = frame.className.slice(PICTURE_FRAME_CLASS.length);
  message.className = `${MESSAGE_FRAME_CLASS}${sizing}`;
  message.setAttribute("role", "img");
  message.setAttribute("aria-label", alt);
  const text = document.createElement("span");
  text.setAttribute("aria-hidden", "true");
  text.textContent = IMAGE_ERROR_TEXT;
  message.appendChild(text);
  frame.replaceWith(message);
}

/**
 * SiteImage's states for a picture in markup: shown once loaded (the
 * placeholder removed), on failure retried once with the original URL alone,
 * then 'Error al cargar la imagen'. A picture that loaded or failed before
 * this ran is read from the element.
 */
export function watchSiteImage(image: HTMLImageElement): void {
  const frame = image.parentElement;
  if (!frame) return;
  const listen = (current: HTMLImageElement, retried: boolean) => {
    const fail = () => {
      if (retried) {
        showFailed(frame, current.alt);
        return;
      }
      // A new element, as SiteImage's retry is: one copied with its srcset
      // would still size the picture by the variants it was asked for.
      const retry = document.createElement("img");
      for (const { name, value } of current.attributes) {
        if (name !== "srcset" && name !== "sizes") retry.setAttribute(name, value);
      }
      retry.dataset.state = "retrying";
      retry.classList.replace("opacity-100", "opacity-0");
      listen(retry, true);
      current.replaceWith(retry);
    };
    current.addEventListener("load", () => showLoaded(current), { once: true });
    current.addEventListener("error", fail, { once: true });
    if (current.complete && current.naturalWidth > 0) showLoaded(current);
    else if (current.complete && current.currentSrc && !retried) fail();
  };
  listen(image, false);
}

/** Gives SiteImage's states to every picture drawn as markup inside `root`. */
export function watchSiteImages(root: Element): void {
  for (const image of root.querySelectorAll<HTMLImageElement>("img.site-image")) {
    watchSiteImage(image);
  }
}
