/**
 * The story pages' content: the owner's texts and pictures (site settings)
 * in the page's layout, whose titles, links, buttons and icons stay in the
 * code (content modules). Texts are plain: the pages render them as text.
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

/** The code's icons, in order, one per item; more items than icons start the list again. */
function iconAt(icons: readonly IconName[], index: number): IconName {
  return icons[index % icons.length] ?? "sparkles";
}

/** Which of the story's sections carries the link to /sustainability (the domes). */
const DOMES_SECTION = 1;
const domesLink = story.sections[DOMES_SECTION]?.link;

/** 'Nuestra Historia' (/about). */
export function aboutContent(settings: Pick<SiteSettings, "story" | "pictures">) {
  const { story: texts, pictures } = settings;
  return {
    title: story.title,
    description: texts.description,
    intro: texts.intro,
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

const featureIcons = smokedChili.features.map((feature) => feature.icon);

/** /smoked-chili. */
export function smokedChiliContent(settings: Pick<SiteSettings, "smokedChili" | "pictures">) {
  const { smokedChili: texts, pictures } = settings;
  return {
    title: smokedChili.title,
    description: texts.description,
    intro: texts.intro,
    sierraImage: contentImage(pictures.smokedChiliSierra),
    treasure: contentBlock(texts.treasure),
    featuresHeading: texts.featuresHeading,
    features: texts.features.map((feature, index) => ({
      ...feature,
      icon: iconAt(featureIcons, index),
    })),
    smokingImage: contentImage(pictures.smokedChiliSmoking),
    closing: contentBlock(texts.closing),
    closingLink: smokedChili.closingLink,
  };
}

const topicIcons = sustainability.topics.map((topic) => topic.icon);

/** /sustainability ('Calidad y Sustentabilidad'). */
export function sustainabilityContent(settings: Pick<SiteSettings, "sustainability" | "pictures">) {
  const { sustainability: texts, pictures } = settings;
  return {
    title: sustainability.title,
    description: texts.description,
    intro: texts.intro,
    image: contentImage(pictures.sustainability),
    topics: texts.topics.map((topic, index) => ({
      ...contentBlock(topic),
      icon: iconAt(topicIcons, index),
    })),
    closing: contentBlock(texts.closing),
    productsLink: sustainability.productsLink,
  };
}
