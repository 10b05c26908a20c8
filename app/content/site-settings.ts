/**
 * The owner's site settings: the identity, pictures and texts edited in the
 * admin's 'Sitio' tab, one section at a time (docs/decisions/027-site-settings.md).
 * The content modules (business.ts, home.ts, story.ts…) are only read here,
 * as the defaults: until the owner saves a section, the site shows them.
 * The zod schemas that check each section are in validation/site-settings.ts.
 */
import { sampleBusinessSettings } from "~/content/business";
import { heroCopy, heroSlides, philosophy } from "~/content/home";
import { privacy } from "~/content/privacy";
import { smokedChili } from "~/content/smoked-chili";
import { story } from "~/content/story";
import { storesPage } from "~/content/stores-page";
import { sustainability } from "~/content/sustainability";

/** A picture the owner chose: its address (an upload or a built-in picture) and alternative text. */
export interface PictureSetting {
  imageUrl: string;
  alt: string;
}

/** A picture with an optional caption under it. */
export interface CaptionedPictureSetting extends PictureSetting {
  caption: string | null;
}

/** Running text under a heading; the paragraphs and points are plain text. */
export interface TextBlockSetting {
  heading: string;
  paragraphs: string[];
  /** Bullet points after the paragraphs; empty when the block has none. */
  points: string[];
}

/** Who the producer is and how to reach them. */
export interface BusinessSettings {
  name: string;
  tagline: string;
  email: string;
  /** As shown to people, e.g. "+52 771 123 4567". */
  phone: string;
  /** International digits, 52 + 10 digits, as `https://wa.me/<digits>` takes them. */
  whatsappNumber: string;
  /** The postal address on one line. */
  address: string;
  mapsUrl: string;
  facebookUrl: string;
  instagramUrl: string;
  /** The footer's short description under the brand. */
  footerDescription: string;
}

/** The home page: its hero slides (1 to 5), subtitle and philosophy section. */
export interface HomeSettings {
  heroSlides: PictureSetting[];
  subtitle: string;
  philosophyTitle: string;
  philosophyParagraphs: string[];
}

/** 'Nuestra Historia' (/about). */
export interface StorySettings {
  /** The meta description, for search engines and shared links. */
  description: string;
  intro: string[];
  sections: TextBlockSetting[];
}

/** /smoked-chili. The features' icons stay in the code, by position. */
export interface SmokedChiliSettings {
  description: string;
  intro: string;
  treasure: TextBlockSetting;
  featuresHeading: string;
  features: { title: string; text: string }[];
  closing: TextBlockSetting;
}

/** /sustainability. The topics' icons stay in the code, by position. */
export interface SustainabilitySettings {
  description: string;
  intro: string;
  topics: TextBlockSetting[];
  closing: TextBlockSetting;
}

/** The stores page's 'Próximamente' block. */
export interface StoresSettings {
  comingSoonHeading: string;
  comingSoonText: string;
  /** The cities listed, in order. */
  places: string[];
  invitation: string;
}

/** Every built-in picture of the public pages other than the hero slides. */
export interface PicturesSettings {
  storyDomes: CaptionedPictureSetting;
  storySmoking: CaptionedPictureSetting;
  smokedChiliSierra: PictureSetting;
  smokedChiliSmoking: PictureSetting;
  sustainability: PictureSetting;
  /** The picture of a shared link when the page has none of its own (Open Graph). */
  shareImage: PictureSetting;
}

/**
 * Who receives the e-mail notice of each request and waiting-list entry: a
 * destination verified in Cloudflare Email Routing; null, nobody (the sender,
 * NOTIFY_FROM, stays deployment configuration: docs/decisions/028-launch-day.md).
 */
export interface NoticesSettings {
  recipient: string | null;
}

/** Visitor statistics: Cloudflare Web Analytics, on only with a token. */
export interface AnalyticsSettings {
  cloudflareToken: string | null;
}

/**
 * The privacy notice (/privacidad). `null` contact fields show the
 * identity's (name, address, e-mail).
 */
export interface PrivacySettings {
  responsible: string | null;
  address: string | null;
  contactEmail: string | null;
  /** ISO date (YYYY-MM-DD) of the last change, shown formatted for es-MX. */
  lastUpdated: string;
  /** Set by the owner once reviewed; hides the 'plantilla' note. */
  reviewed: boolean;
  intro: string[];
  sections: TextBlockSetting[];
}

export interface SiteSettings {
  business: BusinessSettings;
  home: HomeSettings;
  story: StorySettings;
  smokedChili: SmokedChiliSettings;
  sustainability: SustainabilitySettings;
  stores: StoresSettings;
  pictures: PicturesSettings;
  privacy: PrivacySettings;
  notices: NoticesSettings;
  analytics: AnalyticsSettings;
}

export type SiteSettingsSection = keyof SiteSettings;

/** The sections in the order the 'Sitio' tab shows them; also the API's `{section}` names. */
export const SITE_SETTINGS_SECTIONS = [
  "business",
  "home",
  "pictures",
  "story",
  "smokedChili",
  "sustainability",
  "stores",
  "privacy",
  "notices",
  "analytics",
] as const satisfies readonly SiteSettingsSection[];

function textBlock(block: {
  heading: string;
  paragraphs: readonly string[];
  points?: readonly string[];
}): TextBlockSetting {
  return {
    heading: block.heading,
    paragraphs: [...block.paragraphs],
    points: [...(block.points ?? [])],
  };
}

/** The site as it ships: the content modules' sample identity, pictures and copy. */
export const defaultSiteSettings: SiteSettings = {
  business: sampleBusinessSettings,
  home: {
    heroSlides: heroSlides.map((slide) => ({ imageUrl: slide.url, alt: slide.alt })),
    subtitle: heroCopy.subtitle,
    philosophyTitle: philosophy.title,
    philosophyParagraphs: [...philosophy.paragraphs],
  },
  story: {
    description: story.description,
    intro: [...story.intro],
    sections: story.sections.map(textBlock),
  },
  smokedChili: {
    description: smokedChili.description,
    intro: smokedChili.intro,
    treasure: textBlock(smokedChili.treasure),
    featuresHeading: smokedChili.featuresHeading,
    features: smokedChili.features.map(({ title, text }) => ({ title, text })),
    closing: textBlock(smokedChili.closing),
  },
  sustainability: {
    description: sustainability.description,
    intro: sustainability.intro,
    topics: sustainability.topics.map(textBlock),
    closing: textBlock(sustainability.closing),
  },
  stores: {
    comingSoonHeading: storesPage.comingSoon.heading,
    comingSoonText: storesPage.comingSoon.text,
    places: [...storesPage.comingSoon.places],
    invitation: storesPage.comingSoon.invitation,
  },
  pictures: {
    storyDomes: {
      imageUrl: story.images.domes.src,
      alt: story.images.domes.alt,
      caption: story.images.domes.caption,
    },
    storySmoking: {
      imageUrl: story.images.smoking.src,
      alt: story.images.smoking.alt,
      caption: story.images.smoking.caption,
    },
    smokedChiliSierra: {
      imageUrl: smokedChili.sierraImage.src,
      alt: smokedChili.sierraImage.alt,
    },
    smokedChiliSmoking: {
      imageUrl: smokedChili.smokingImage.src,
      alt: smokedChili.smokingImage.alt,
    },
    sustainability: {
      imageUrl: sustainability.image.src,
      alt: sustainability.image.alt,
    },
    shareImage: {
      imageUrl: "/images/miel-picosa-1.webp",
      alt: "Frasco de Miel Picosa con Chile Rayado Ahumado sobre una mesa de madera",
    },
  },
  privacy: {
    responsible: null,
    address: null,
    contactEmail: null,
    lastUpdated: privacy.lastUpdated,
    reviewed: false,
    intro: [...privacy.intro],
    sections: privacy.sections.map(textBlock),
  },
  notices: { recipient: null },
  analytics: { cloudflareToken: null },
};
