import { describe, expect, it } from "vitest";
import type { ImageManifest } from "../../app/content/image-manifest";
import { resolveImage } from "../../app/view/image-resolution";
import { siteImage } from "../support/image-manifest";

const manifest: ImageManifest = {
  "miel-picosa-1": siteImage("miel-picosa-1", 768, 1024),
  "chile-rayado-molido": siteImage("chile-rayado-molido", 1080, 1080),
  // An entry kept somewhere else than its conventional path: no variants by name.
  "foto-tienda": {
    src: "/images/uploads/abc.webp",
    placeholder: "/images/uploads/abc.webp",
    width: 640,
    height: 480,
  },
};

const builtIn = {
  src: "/images/miel-picosa-1.webp",
  placeholder: "/images/miel-picosa-1-placeholder.webp",
  width: 768,
  height: 1024,
  srcSet: "/images/miel-picosa-1-384w.webp 384w, /images/miel-picosa-1.webp 768w",
};

/** A picture the manifest does not know: its address, a placeholder if any, no size. */
const unsized = (src: string, placeholder: string | null = null) => ({
  src,
  placeholder,
  width: null,
  height: null,
  srcSet: null,
});

describe("resolveImage", () => {
  it("finds the manifest entry by base file name, whatever the folder, extension, case or query", () => {
    for (const url of [
      "/images/miel-picosa-1.webp",
      "/images/miel-picosa-1.jpg",
      "/images/Miel-Picosa-1.PNG",
      "/otra/carpeta/miel-picosa-1.webp?v=3#x",
      "https://cdn.example/fotos/miel-picosa-1.jpeg",
      "  /images/miel-picosa-1.webp  ",
      "/miel-picosa-1",
    ]) {
      expect(resolveImage(url, manifest), url).toEqual(builtIn);
    }
  });

  it("then tries the name with spaces and underscores as hyphens", () => {
    const expected = {
      src: "/images/chile-rayado-molido.webp",
      placeholder: "/images/chile-rayado-molido-placeholder.webp",
      width: 1080,
      height: 1080,
      srcSet:
        "/images/chile-rayado-molido-384w.webp 384w, /images/chile-rayado-molido-768w.webp 768w, /images/chile-rayado-molido.webp 1080w",
    };
    expect(resolveImage("/images/Chile_Rayado_Molido.webp", manifest)).toEqual(expected);
    expect(resolveImage("/images/chile%20rayado%20molido.jpg", manifest)).toEqual(expected);
    expect(resolveImage("/images/chile__rayado%20molido.webp", manifest)).toEqual(expected);
  });

  it("gives no placeholder when it is the picture itself, and no srcset off the naming convention", () => {
    expect(resolveImage("/images/foto-tienda.webp", manifest)).toEqual({
      src: "/images/uploads/abc.webp",
      placeholder: null,
      width: 640,
      height: 480,
      srcSet: null,
    });
  });

  it("uses an unknown picture with an image extension as it is, a site .webp with its placeholder", () => {
    expect(resolveImage("/images/nueva.webp", manifest)).toEqual(
      unsized("/images/nueva.webp", "/images/nueva-placeholder.webp"),
    );
    expect(resolveImage("/images/nueva.WEBP", manifest)?.placeholder).toBe(
      "/images/nueva-placeholder.webp",
    );
    for (const url of [
      "/images/nueva.png",
      "/images/nueva.gif",
      "/images/nueva.avif",
      "https://cdn.example/nueva.webp",
      "http://cdn.example/nueva.jpg?size=large",
    ]) {
      expect(resolveImage(url, manifest), url).toEqual(unsized(url));
    }
  });

  it("takes a name without an extension for a picture under /images/, lower-cased", () => {
    expect(resolveImage("/Producto-Nuevo", manifest)).toEqual(
      unsized("/images/producto-nuevo.webp", "/images/producto-nuevo-placeholder.webp"),
    );
  });

  it("keeps a name whose escapes are malformed as it is written", () => {
    expect(resolveImage("/images/%E0%A4%A.png", manifest)?.src).toBe("/images/%E0%A4%A.png");
    expect(resolveImage("/images/50%", manifest)?.src).toBe("/images/50%.webp");
  });

  it.each([
    ["missing", undefined],
    ["null", null],
    ["empty", ""],
    ["blank", "   "],
    ["a script", "javascript:alert(1)"],
    ["data", "data:image/png;base64,AAAA"],
    ["protocol-relative", "//evil.example/miel-picosa-1.webp"],
    ["a backslash", "/images\\miel-picosa-1.webp"],
    ["a space inside", "/images/miel picosa.webp"],
    ["a relative path", "images/miel-picosa-1.webp"],
    ["an ftp URL", "ftp://cdn.example/a.webp"],
    ["a host-less URL", "https:///a.webp"],
  ])("refuses %s source", (_what, url) => {
    expect(resolveImage(url, manifest)).toBeNull();
  });

  it("has no name to go by for a bare folder", () => {
    expect(resolveImage("/", manifest)).toBeNull();
    expect(resolveImage("/images/", manifest)).toBeNull();
  });

  it("gives a .webp with a query its placeholder, not the picture itself", () => {
    const resolved = resolveImage("/images/nueva.webp?v=2", manifest);
    expect(resolved?.placeholder).toBe("/images/nueva-placeholder.webp");
  });
});
