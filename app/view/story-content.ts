/**
 * The story pages' content: the owner's texts and pictures (site settings)
 * in the page's layout, whose titles, links, buttons and icons stay in the
 * code (content modules). Texts are plain: the pages render them as text.
 * Each page's pictures are its `images`, which its loader resolves.
 */
import type { ContentBlock, ContentImage, IconName } from "~/content/page-content";
import type {
  CaptionedPictureSetting,
  PictureSetting,
  SiteSettings,
  TextBlockSetting,
} from "~/validation/site-settings";
import { smokedChili } from "~/content/smoked-chili";
import { story } from "~/content/story";
import { sustainability } from "~/content/sustainability";

function contentImage(picture: PictureSetting | CaptionedPictureSetting): ContentImage {
  const caption = "caption" in picture ? picture.caption : null;
  return { src: picture.imageUrl, alt: picture.alt, ...(caption ? { caption } : {}) };
}

function contentBlock(block: TextBlockSetting): ContentBlock {
  return { heading: block.heading, paragraphs: block.paragraphs, points: block.points };
}

/** The owner's items with the code's icons, in order; more items than icons start the list again. */
function withIcons<Item extends object>(
  items: readonly Item[],
  icons: readonly { icon: IconName }[],
) {
  return items.map((item, index) => ({
    ...item,
    icon: icons[index % icons.length]?.icon ?? ("sparkles" as IconName),
  }));
}

/** A page's heading from the code, and its description and introduction from the owner. */
function pageHeader<Intro>(code: { title: string }, texts: { description: string; intro: Intro }) {
  return { title: code.title, description: texts.description, intro: texts.intro };
}

/** Which of the story's sections carries the link to /sustainability (the domes). */
const DOMES_SECTION = 1;
const domesLink = story.sections[DOMES_SECTION]?.link;

/** 'Nuestra Historia' (/about). */
export function aboutContent(settings: Pick<SiteSettings, "story" | "pictures">) {
  const { story: texts, pictures } = settings;
  return {
    ...pageHeader(story, texts),
    sections: texts.sections.map((block, index): ContentBlock => ({
      ...contentBlock(block),
      ...(index === DOMES_SECTION && domesLink ? { link: domesLink } : {}),
    })),
    images: {
      domes: contentImage(pictures.storyDomes),
      smoking: contentImage(pictures.storySmoking),
    },
    closingLink: story.closingLink,
  };
}

/** /smoked-chili. */
export function smokedChiliContent(settings: Pick<SiteSettings, "smokedChili" | "pictures">) {
  const { smokedChili: texts, pictures } = settings;
  return {
    ...pageHeader(smokedChili, texts),
    images: {
      sierra: contentImage(pictures.smokedChiliSierra),
      smoking: contentImage(pictures.smokedChiliSmoking),
    },
    treasure: contentBlock(texts.treasure),
    featuresHeading: texts.featuresHeading,
    features: withIcons(texts.features, smokedChili.features),
    closing: contentBlock(texts.closing),
    closingLink: smokedChili.closingLink,
  };
}

/** /sustainability ('Calidad y Sustentabilidad'). */
export function sustainabilityContent(settings: Pick<SiteSettings, "sustainability" | "pictures">) {
  const { sustainability: texts, pictures } = settings;
  return {
    ...pageHeader(sustainability, texts),
    images: { domes: contentImage(pictures.sustainability) },
    topics: withIcons(texts.topics.map(contentBlock), sustainability.topics),
    closing: contentBlock(texts.closing),
    productsLink: sustainability.productsLink,
  };
}
