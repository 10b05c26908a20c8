import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../../app/validation/site-settings";
import { phoneLink, whatsappLink } from "../../app/shared/contact-links";
import { pageMeta } from "../../app/view/seo";
import { defaultSiteMeta, siteMeta, siteMetaOfMatches } from "../../app/view/site-meta";
import { sustainabilityContent, aboutContent } from "../../app/view/story-content";

describe("the shell's fallback identity", () => {
  it("is the settings' default shared picture", () => {
    expect(defaultSiteMeta).toEqual(siteMeta(defaultSiteSettings));
  });
});

describe("whatsappLink", () => {
  it("opens a chat with the given number, the text typed and escaped", () => {
    expect(whatsappLink("524429876543")).toBe("https://wa.me/524429876543");
    const url = new URL(whatsappLink("524429876543", "Hola & adiós #1"));
    expect(url.pathname).toBe("/524429876543");
    expect(url.searchParams.get("text")).toBe("Hola & adiós #1");
  });
});

describe("phoneLink", () => {
  it("keeps the digits and the plus sign of a phone as people write it", () => {
    expect(phoneLink("+52 (442) 987-6543")).toBe("tel:+524429876543");
  });
});

describe("the meta tags' site", () => {
  const owner = { name: "Apiario Los Nogales", shareImage: "/images/uploads/frasco.webp" };

  it("names the owner's brand and shares their picture when the page has none", () => {
    const meta = pageMeta({ title: "Productos", description: "d", path: "/products", site: owner });
    expect(meta).toContainEqual({ title: "Productos | Apiario Los Nogales" });
    expect(meta).toContainEqual({ property: "og:site_name", content: "Apiario Los Nogales" });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://mielpicosa.example/images/uploads/frasco.webp",
    });
  });

  it("comes from the root loader's data, or the defaults when it sent none", () => {
    const business = { ...defaultSiteSettings.business, name: owner.name };
    expect(
      siteMetaOfMatches([{ id: "root", data: { business, shareImage: owner.shareImage } }]),
    ).toEqual(owner);
    expect(siteMetaOfMatches([{ id: "root", data: undefined }])).toEqual(defaultSiteMeta);
    expect(siteMetaOfMatches([])).toEqual(defaultSiteMeta);
  });
});

describe("the story pages' content", () => {
  it("keeps the code's icons by position, starting again past the last", () => {
    const topics = [
      ...defaultSiteSettings.sustainability.topics,
      ...defaultSiteSettings.sustainability.topics.slice(0, 1),
    ];
    const content = sustainabilityContent({
      ...defaultSiteSettings,
      sustainability: { ...defaultSiteSettings.sustainability, topics },
    });
    expect(content.topics.map((topic) => topic.icon)).toEqual([
      "hexagon",
      "sprout",
      "leaf",
      "droplet",
      "hexagon",
    ]);
  });

  it("keeps the link to /sustainability on the story's second section, whatever its text", () => {
    const sections = defaultSiteSettings.story.sections.map((section, index) => ({
      ...section,
      heading: `Sección ${index + 1}`,
    }));
    const content = aboutContent({
      ...defaultSiteSettings,
      story: { ...defaultSiteSettings.story, sections },
    });
    expect(content.sections.map((section) => section.link?.to ?? null)).toEqual([
      null,
      "/sustainability",
      null,
      null,
    ]);
  });
});
