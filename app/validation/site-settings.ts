/**
 * The 'Sitio' tab's sections, checked one at a time on every write (its
 * forms, the JSON API, a backup's restore) and on every read of what is
 * stored: a stored section that no longer passes shows its default
 * (docs/decisions/027-site-settings.md). Plain text only: no markup is
 * stored, and pages render every text as text.
 *
 * A list of paragraphs or points may also arrive as one text (a form's
 * textarea): paragraphs separated by a blank line, points one a line.
 */
import { z } from "zod";
import {
  SITE_SETTINGS_SECTIONS,
  type SiteSettings,
  type SiteSettingsSection,
} from "~/content/site-settings";
import { siteSettingsMessages as messages } from "~/content/site-settings-copy";
import "./fields";

export const MAX_HERO_SLIDES = 5;
export const MAX_VERSIONS_KEPT = 10;
/**
 * No section nests deeper than 4 levels (a section's list of blocks, each
 * with its list of paragraphs); a stored value deeper than this is no
 * section's, and is read as unreadable rather than walked.
 */
export const MAX_SETTING_DEPTH = 16;

/**
 * HTML, which no text may hold: an element's tag (`<b>`, `</p>`, `<a href=…>`),
 * any tag with attributes, a comment, a doctype or a processing instruction.
 * Other angle brackets are text ("Miel & chile <sin> conservadores"), shown
 * as written: pages never render a setting as markup.
 */
const HTML_ELEMENTS = [
  "a",
  "abbr",
  "address",
  "area",
  "article",
  "aside",
  "audio",
  "b",
  "base",
  "bdi",
  "bdo",
  "big",
  "blink",
  "blockquote",
  "body",
  "br",
  "button",
  "canvas",
  "caption",
  "center",
  "cite",
  "code",
  "col",
  "colgroup",
  "data",
  "datalist",
  "dd",
  "del",
  "details",
  "dfn",
  "dialog",
  "div",
  "dl",
  "dt",
  "em",
  "embed",
  "fieldset",
  "figcaption",
  "figure",
  "font",
  "footer",
  "form",
  "frame",
  "frameset",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "head",
  "header",
  "hr",
  "html",
  "i",
  "iframe",
  "img",
  "input",
  "ins",
  "kbd",
  "label",
  "legend",
  "li",
  "link",
  "main",
  "map",
  "mark",
  "marquee",
  "math",
  "menu",
  "meta",
  "meter",
  "nav",
  "noscript",
  "object",
  "ol",
  "optgroup",
  "option",
  "output",
  "p",
  "param",
  "picture",
  "pre",
  "progress",
  "q",
  "rp",
  "rt",
  "ruby",
  "s",
  "samp",
  "script",
  "section",
  "select",
  "slot",
  "small",
  "source",
  "span",
  "strike",
  "strong",
  "style",
  "sub",
  "summary",
  "sup",
  "svg",
  "table",
  "tbody",
  "td",
  "template",
  "textarea",
  "tfoot",
  "th",
  "thead",
  "time",
  "title",
  "tr",
  "track",
  "tt",
  "u",
  "ul",
  "var",
  "video",
  "wbr",
];
const MARKUP = new RegExp(
  `<\\/?(?:${HTML_ELEMENTS.join("|")})(?=[\\s/>])|<[a-z][\\w-]*\\s[^>]*=|<!|<\\?`,
  "i",
);
/** Anything but a tab or line break below the space, and DEL. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Plain text on one line or several, trimmed, 1 to `max` characters. */
export function plainText(label: string, max: number) {
  return z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, { message: messages.required(label), abort: true })
    .max(max, messages.tooLong(label, max))
    .refine((value) => !MARKUP.test(value), messages.noMarkup(label))
    .refine((value) => !CONTROL.test(value), messages.noMarkup(label));
}

/** Plain text that may be left blank: null then. */
function optionalPlainText(label: string, max: number) {
  return z
    .string({ error: messages.notText(label) })
    .trim()
    .max(max, messages.tooLong(label, max))
    .refine((value) => !MARKUP.test(value), messages.noMarkup(label))
    .refine((value) => !CONTROL.test(value), messages.noMarkup(label))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A textarea's text as a list: paragraphs split at blank lines, points at line breaks. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter(Boolean);
}

export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** How a list is written in its textarea: the inverse of the split. */
export const joinParagraphs = (items: readonly string[]) => items.join("\n\n");
export const joinLines = (items: readonly string[]) => items.join("\n");

function textList(
  label: string,
  split: (text: string) => string[],
  limits: { min: number; max: number; itemMax: number },
) {
  const list = z
    .array(plainText(label, limits.itemMax), { error: messages.notList(label) })
    .max(limits.max, messages.tooMany(label, limits.max));
  return z.preprocess(
    (value) => (typeof value === "string" ? split(value) : value === undefined ? [] : value),
    limits.min > 0 ? list.min(limits.min, messages.required(label)) : list,
  );
}

const paragraphs = (label: string, min = 1, max = 12) =>
  textList(label, splitParagraphs, { min, max, itemMax: 1200 });
const points = (label: string, max = 12) =>
  textList(label, splitLines, { min: 0, max, itemMax: 300 });

/** An address others open: https only. */
function httpsUrl(label: string) {
  return z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, { message: messages.required(label), abort: true })
    .max(2048, messages.tooLong(label, 2048))
    .refine((value) => {
      if (!/^https:\/\/[^\s/$.?#][^\s]*$/i.test(value)) return false;
      try {
        return new URL(value).protocol === "https:";
      } catch {
        return false;
      }
    }, messages.httpsOnly(label));
}

/** A path on this site (a built-in picture or an upload) or an https address. */
const SITE_PATH = /^\/(?!\/)[^\s\\<>"]*$/;
function pictureUrl(label: string) {
  return z
    .string({ error: messages.pictureRequired(label) })
    .trim()
    .min(1, { message: messages.pictureRequired(label), abort: true })
    .max(2048, messages.tooLong(label, 2048))
    .refine(
      (value) => SITE_PATH.test(value) || /^https:\/\/[^\s/$.?#][^\s<>"]*$/i.test(value),
      messages.pictureUrl(label),
    );
}

function picture(label: string) {
  return z.object(
    { imageUrl: pictureUrl(label), alt: plainText(messages.altOf(label), 200) },
    { error: messages.notObject(label) },
  );
}

function captionedPicture(label: string) {
  return picture(label).extend({ caption: optionalPlainText(messages.captionOf(label), 200) });
}

function textBlock(label: string, pointsMax = 12) {
  return z.object(
    {
      heading: plainText(messages.headingOf(label), 120),
      paragraphs: paragraphs(messages.paragraphsOf(label), 0),
      points: points(messages.pointsOf(label), pointsMax),
    },
    { error: messages.notObject(label) },
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
function isoDate(label: string) {
  return z
    .string({ error: messages.required(label) })
    .trim()
    .refine((value) => {
      if (!ISO_DATE.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, messages.invalidDate(label));
}

const checkbox = z.preprocess(
  (value) => (value === "on" || value === "true" ? true : value === undefined ? false : value),
  z.boolean({ error: messages.notBoolean }),
);

const business = z.object({
  name: plainText("El nombre de la marca", 80),
  tagline: plainText("El lema", 200),
  email: z
    .string({ error: messages.email })
    .trim()
    .min(1, { message: messages.required("El correo"), abort: true })
    .max(254, messages.email)
    .pipe(z.email(messages.email)),
  phone: plainText("El teléfono", 40).refine(
    (value) => /^[+\d][\d\s().-]{6,38}$/.test(value),
    messages.phone,
  ),
  whatsappNumber: z
    .string({ error: messages.whatsapp })
    .trim()
    .regex(/^52\d{10}$/, messages.whatsapp),
  address: plainText("La dirección", 300),
  mapsUrl: httpsUrl("El enlace al mapa"),
  facebookUrl: httpsUrl("El enlace de Facebook"),
  instagramUrl: httpsUrl("El enlace de Instagram"),
  footerDescription: plainText("La descripción del pie de página", 300),
});

const home = z.object({
  heroSlides: z
    .array(picture("La foto de portada"), { error: messages.notList("Las fotos de portada") })
    .min(1, messages.heroSlidesMin)
    .max(MAX_HERO_SLIDES, messages.heroSlidesMax),
  subtitle: plainText("El subtítulo", 300),
  philosophyTitle: plainText("El título de la filosofía", 120),
  philosophyParagraphs: paragraphs("Los párrafos de la filosofía", 1, 6),
});

const story = z.object({
  description: plainText("La descripción", 300),
  intro: paragraphs("La introducción", 1, 6),
  sections: z
    .array(textBlock("La sección"), { error: messages.notList("Las secciones") })
    .min(1, messages.required("Las secciones"))
    .max(8, messages.tooMany("Las secciones", 8)),
});

const smokedChili = z.object({
  description: plainText("La descripción", 300),
  intro: plainText("La introducción", 1200),
  treasure: textBlock("El tesoro"),
  featuresHeading: plainText("El título de las características", 120),
  features: z
    .array(
      z.object({
        title: plainText("El título de la característica", 120),
        text: plainText("El texto de la característica", 600),
      }),
      { error: messages.notList("Las características") },
    )
    .min(1, messages.required("Las características"))
    .max(8, messages.tooMany("Las características", 8)),
  closing: textBlock("El cierre"),
});

const sustainability = z.object({
  description: plainText("La descripción", 300),
  intro: plainText("La introducción", 1200),
  topics: z
    .array(textBlock("El tema"), { error: messages.notList("Los temas") })
    .min(1, messages.required("Los temas"))
    .max(8, messages.tooMany("Los temas", 8)),
  closing: textBlock("El cierre"),
});

const stores = z.object({
  comingSoonHeading: plainText("El título", 120),
  comingSoonText: plainText("El texto", 600),
  places: points("Las ciudades", 20),
  invitation: plainText("La invitación", 600),
});

const pictures = z.object({
  storyDomes: captionedPicture("La foto de los domos"),
  storySmoking: captionedPicture("La foto del ahumado"),
  smokedChiliSierra: picture("La foto de la sierra"),
  smokedChiliSmoking: picture("La foto del chile ahumado"),
  sustainability: picture("La foto de sustentabilidad"),
  shareImage: picture("La imagen para compartir"),
});

const privacy = z.object({
  responsible: optionalPlainText("El responsable", 200),
  address: optionalPlainText("El domicilio", 300),
  contactEmail: z
    .string({ error: messages.email })
    .trim()
    .refine((value) => value === "" || z.email().max(254).safeParse(value).success, messages.email)
    .nullish()
    .transform((value) => (value ? value : null)),
  lastUpdated: isoDate("La fecha de actualización"),
  reviewed: checkbox,
  intro: paragraphs("La introducción", 1, 6),
  sections: z
    .array(textBlock("La sección", 16), { error: messages.notList("Las secciones") })
    .min(1, messages.required("Las secciones"))
    .max(16, messages.tooMany("Las secciones", 16)),
});

/** Who receives the owner's e-mail notices; empty or null: nobody. */
const notices = z.object({
  recipient: z
    .string({ error: messages.noticeRecipient })
    .trim()
    .refine(
      (value) => value === "" || z.email().max(254).safeParse(value).success,
      messages.noticeRecipient,
    )
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null)),
});

const analytics = z.object({
  cloudflareToken: z
    .string({ error: messages.analyticsToken })
    .trim()
    .refine((value) => value === "" || /^[0-9a-f]{32}$/i.test(value), messages.analyticsToken)
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null)),
});

type SectionSchemas = { [S in SiteSettingsSection]: z.ZodType<SiteSettings[S]> };

/** One schema per section; unknown keys are refused (`.strict()`). */
export const siteSettingsSchemas = {
  business: business.strict(),
  home: home.strict(),
  story: story.strict(),
  smokedChili: smokedChili.strict(),
  sustainability: sustainability.strict(),
  stores: stores.strict(),
  pictures: pictures.strict(),
  privacy: privacy.strict(),
  notices: notices.strict(),
  analytics: analytics.strict(),
} satisfies SectionSchemas;

export function isSiteSettingsSection(value: unknown): value is SiteSettingsSection {
  return (SITE_SETTINGS_SECTIONS as readonly unknown[]).includes(value);
}

/** The same checks for a form, which posts other fields beside the section's (intent…). */
export const siteSettingsFormSchemas = {
  business,
  home,
  story,
  smokedChili,
  sustainability,
  stores,
  pictures,
  privacy,
  notices,
  analytics,
} satisfies SectionSchemas;
