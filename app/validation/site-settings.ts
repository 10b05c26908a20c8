/**
 * The 'Sitio' tab's settings, declared once (docs/decisions/027-site-settings.md).
 * Each section is a table of fields; each field gives its rule (with its
 * limits), its Spanish label, the form control that edits it and its
 * default (the content modules' sample). From the tables come each
 * section's schema, its type (`z.output`), its defaults, the tab's form and
 * the reading of what is stored: a stored section keeps every field that
 * passes its own rule, whatever the code that wrote it knew.
 *
 * Plain text only: no markup is stored, and pages render every text as
 * text. A list of paragraphs or points may also arrive as one text (a
 * form's textarea): paragraphs separated by a blank line, points one a line.
 */
import { z } from "zod";
import { sampleBusiness } from "~/content/business";
import { heroCopy, heroSlides, philosophy } from "~/content/home";
import { privacy as privacyCopy } from "~/content/privacy";
import { smokedChili as smokedChiliCopy } from "~/content/smoked-chili";
import { story as storyCopy } from "~/content/story";
import { storesPage } from "~/content/stores-page";
import { sustainability as sustainabilityCopy } from "~/content/sustainability";
import { siteSettingsMessages as messages, siteTabCopy } from "~/content/site-settings-copy";
import { compactClabe, isValidClabe } from "~/shared/clabe";
import { centsToPesos, readAmount } from "~/shared/money";
import { slugify } from "~/shared/slug";
import "./fields";

export const MAX_HERO_SLIDES = 5;
export const MAX_VERSIONS_KEPT = 10;
/**
 * No section nests deeper than 4 levels (a section's list of blocks, each
 * with its list of paragraphs); a stored value deeper than this is no
 * section's, and is read as unreadable rather than walked.
 */
export const MAX_SETTING_DEPTH = 16;

// ---------------------------------------------------------------------------
// The rules a field may have
// ---------------------------------------------------------------------------

/**
 * HTML, which no text may hold: a closing tag (`</p>`), a self-closing one
 * (`<br/>`), a tag with an attribute (`<a href=…>`), a comment, a doctype or
 * a processing instruction. Other angle brackets are text ("Miel & chile
 * <sin> conservadores"), shown as written: pages never render a setting as markup.
 */
const MARKUP = /<\/[a-z]|<[a-z][\w-]*(?:\s[^<>]*)?\/>|<[a-z][\w-]*\s[^>]*=|<[!?]/i;
/** Anything but a tab or line break below the space, and DEL. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Plain text on one line or several, trimmed, 1 to `max` characters. */
function plainText(subject: string, max: number) {
  return z
    .string({ error: messages.required(subject) })
    .trim()
    .min(1, { message: messages.required(subject), abort: true })
    .max(max, messages.tooLong(subject, max))
    .refine((value) => !MARKUP.test(value), messages.noMarkup(subject))
    .refine((value) => !CONTROL.test(value), messages.noMarkup(subject));
}

/** Plain text that may be left blank: null then. */
function optionalPlainText(subject: string, max: number) {
  return z
    .string({ error: messages.notText(subject) })
    .trim()
    .max(max, messages.tooLong(subject, max))
    .refine((value) => !MARKUP.test(value), messages.noMarkup(subject))
    .refine((value) => !CONTROL.test(value), messages.noMarkup(subject))
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
  subject: string,
  split: (text: string) => string[],
  limits: { min: number; max: number; itemMax: number },
) {
  const list = z
    .array(plainText(subject, limits.itemMax), { error: messages.notList(subject) })
    .max(limits.max, messages.tooMany(subject, limits.max));
  return z.preprocess(
    (value) => (typeof value === "string" ? split(value) : value === undefined ? [] : value),
    limits.min > 0 ? list.min(limits.min, messages.required(subject)) : list,
  );
}

const PARAGRAPH_MAX = 1200;
const POINT_MAX = 300;
const paragraphsRule = (subject: string, min = 1, max = 12) =>
  textList(subject, splitParagraphs, { min, max, itemMax: PARAGRAPH_MAX });
const pointsRule = (subject: string, max = 12) =>
  textList(subject, splitLines, { min: 0, max, itemMax: POINT_MAX });

const URL_MAX = 2048;
const HTTPS_URL = /^https:\/\/[^\s/$.?#][^\s]*$/i;
function isHttpsUrl(value: string): boolean {
  if (!HTTPS_URL.test(value)) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** A required address: `required` when blank, `invalid` when `isValid` refuses it. */
function requiredAddress(
  subject: string,
  required: string,
  isValid: (value: string) => boolean,
  invalid: string,
) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { message: required, abort: true })
    .max(URL_MAX, messages.tooLong(subject, URL_MAX))
    .refine(isValid, invalid);
}

/** An address others open: https only. */
function httpsUrlRule(subject: string) {
  return requiredAddress(
    subject,
    messages.required(subject),
    isHttpsUrl,
    messages.httpsOnly(subject),
  );
}

/** An https address that may be left blank: null then. */
function optionalHttpsUrlRule(subject: string) {
  return z
    .string({ error: messages.notText(subject) })
    .trim()
    .max(URL_MAX, messages.tooLong(subject, URL_MAX))
    .refine((value) => value === "" || isHttpsUrl(value), messages.httpsOnly(subject))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A path on this site (a built-in picture or an upload) or an https address. */
const SITE_PATH = /^\/(?!\/)[^\s\\<>"]*$/;
function pictureUrl(subject: string) {
  return requiredAddress(
    subject,
    messages.pictureRequired(subject),
    (value) => SITE_PATH.test(value) || /^https:\/\/[^\s/$.?#][^\s<>"]*$/i.test(value),
    messages.pictureUrl(subject),
  );
}

const ALT_MAX = 200;
function pictureRule(subject: string) {
  return z.object(
    { imageUrl: pictureUrl(subject), alt: plainText(messages.altOf(subject), ALT_MAX) },
    { error: messages.notObject(subject) },
  );
}

function captionedPictureRule(subject: string) {
  return pictureRule(subject).extend({
    caption: optionalPlainText(messages.captionOf(subject), ALT_MAX),
  });
}

const HEADING_MAX = 120;
function textBlockRule(subject: string, pointsMax = 12) {
  return z.object(
    {
      heading: plainText(messages.headingOf(subject), HEADING_MAX),
      paragraphs: paragraphsRule(messages.paragraphsOf(subject), 0),
      points: pointsRule(messages.pointsOf(subject), pointsMax),
    },
    { error: messages.notObject(subject) },
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
function isoDateRule(subject: string) {
  return z
    .string({ error: messages.required(subject) })
    .trim()
    .refine((value) => {
      if (!ISO_DATE.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, messages.invalidDate(subject));
}

const EMAIL_MAX = 254;
/** An e-mail address that may be left blank (null), refused with `message` otherwise. */
function optionalEmailRule(message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => value === "" || z.email().max(EMAIL_MAX).safeParse(value).success, message)
    .nullish();
}

const checkboxRule = z.preprocess(
  (value) => (value === "on" || value === "true" ? true : value === undefined ? false : value),
  z.boolean({ error: messages.notBoolean }),
);

// ---------------------------------------------------------------------------
// A field: its rule, label, control and default
// ---------------------------------------------------------------------------

/** How the 'Sitio' tab edits a field (app/components/admin/site/SiteSectionFields.tsx). */
export type FieldControl =
  | { kind: "input"; type?: "text" | "email" | "tel" | "url" | "date" }
  | { kind: "textarea"; rows: number }
  | { kind: "paragraphs"; rows: number }
  | { kind: "lines"; rows: number }
  | { kind: "checkbox" }
  | { kind: "picture"; caption: boolean }
  | { kind: "heroSlides" }
  | { kind: "textBlock" }
  | { kind: "textBlocks" }
  | { kind: "features" }
  /** An amount: pesos in the form ('49.50'), integer centavos stored. */
  | { kind: "money" }
  /** A list edited as one fieldset a row, with blank rows to fill (`BLANK_ROWS`). */
  | { kind: "rows"; item: string; parts: readonly ControlPart[] }
  /** An object's fields in one fieldset. */
  | { kind: "group"; parts: readonly ControlPart[] }
  /** An object of such objects (the payment methods), one fieldset each. */
  | {
      kind: "groups";
      groups: readonly { name: string; label: string; parts: readonly ControlPart[] }[];
    };

/** A field inside a `rows`, `group` or `groups` control. */
export interface ControlPart {
  name: string;
  label: string;
  type: "text" | "textarea" | "money" | "checkbox";
  hint?: string;
}

export interface SettingField<Rule extends z.ZodType = z.ZodType> {
  rule: Rule;
  /** The form's label; also how the tab names the field in a notice. */
  label: string;
  control: FieldControl;
  default: z.output<Rule>;
  /** A hint under the control. */
  hint?: string;
  /** Across both columns of a section laid out in columns. */
  wide?: boolean;
  /** The bounds of a text (characters) or a list (items), for whoever needs them. */
  max?: number;
  /**
   * Where the form writes the field otherwise than it is stored (pesos for
   * centavos, blank rows to fill): the form's rule, giving the stored shape,
   * and the stored value as the form starts from it.
   */
  form?: { rule: z.ZodType; value(stored: z.output<Rule>): unknown };
}

const field = <Rule extends z.ZodType>(declaration: SettingField<Rule>) => declaration;

type Extra = Pick<SettingField, "hint" | "wide">;

/** Required plain text; `subject` is how messages name it ("El lema"). */
function text(
  label: string,
  subject: string,
  max: number,
  value: string,
  extra: Extra & { rows?: number; type?: "text" | "email" | "tel" } = {},
) {
  const { rows, type, ...rest } = extra;
  return field({
    rule: plainText(subject, max),
    label,
    control: rows ? { kind: "textarea", rows } : { kind: "input", type },
    default: value,
    max,
    ...rest,
  });
}

/** Plain text that may be left blank (null). */
function optionalText(
  label: string,
  subject: string,
  max: number,
  extra: Extra & { rows?: number } = {},
) {
  const { rows, ...rest } = extra;
  return field({
    rule: optionalPlainText(subject, max),
    label,
    control: rows ? { kind: "textarea", rows } : { kind: "input" },
    default: null,
    max,
    ...rest,
  });
}

/** A link others open, https only; one whose default is null may be left blank. */
function httpsUrl(
  label: string,
  subject: string,
  value: string,
  extra?: Extra,
): SettingField<ReturnType<typeof httpsUrlRule>>;
function httpsUrl(
  label: string,
  subject: string,
  value: null,
  extra?: Extra,
): SettingField<ReturnType<typeof optionalHttpsUrlRule>>;
function httpsUrl(label: string, subject: string, value: string | null, extra: Extra = {}) {
  return field<z.ZodType<string | null>>({
    rule: value === null ? optionalHttpsUrlRule(subject) : httpsUrlRule(subject),
    label,
    control: { kind: "input", type: "url" },
    default: value,
    max: URL_MAX,
    ...extra,
  });
}

/** Paragraphs in one textarea, a blank line between them. */
const paragraphs = (
  label: string,
  subject: string,
  value: readonly string[],
  limits: { min?: number; max?: number; rows: number },
) =>
  field({
    rule: paragraphsRule(subject, limits.min, limits.max),
    label,
    control: { kind: "paragraphs", rows: limits.rows },
    default: [...value],
    max: limits.max ?? 12,
  });

/** A picture and its alternative text, with a caption when `caption`. */
function picture(label: string, subject: string, value: { src: string; alt: string }) {
  return field({
    rule: pictureRule(subject),
    label,
    control: { kind: "picture", caption: false },
    default: { imageUrl: value.src, alt: value.alt },
  });
}

function captionedPicture(
  label: string,
  subject: string,
  value: { src: string; alt: string; caption: string },
) {
  return field({
    rule: captionedPictureRule(subject),
    label,
    control: { kind: "picture", caption: true },
    default: { imageUrl: value.src, alt: value.alt, caption: value.caption },
  });
}

interface BlockCopy {
  heading: string;
  paragraphs: readonly string[];
  points?: readonly string[];
}
const blockOf = (block: BlockCopy) => ({
  heading: block.heading,
  paragraphs: [...block.paragraphs],
  points: [...(block.points ?? [])],
});

/** A block of running text: heading, paragraphs and points; `label` is its legend. */
const textBlock = (label: string, subject: string, value: BlockCopy) =>
  field({
    rule: textBlockRule(subject),
    label,
    control: { kind: "textBlock" },
    default: blockOf(value),
  });

/** 1 to `max` blocks, each its own fieldset (`label 1`, `label 2`…). */
function textBlocks(
  label: string,
  subjects: { block: string; list: string },
  value: readonly BlockCopy[],
  limits: { max: number; pointsMax?: number },
) {
  return field({
    rule: z
      .array(textBlockRule(subjects.block, limits.pointsMax), {
        error: messages.notList(subjects.list),
      })
      .min(1, messages.required(subjects.list))
      .max(limits.max, messages.tooMany(subjects.list, limits.max)),
    label,
    control: { kind: "textBlocks" },
    default: value.map(blockOf),
    max: limits.max,
  });
}

// ---------------------------------------------------------------------------
// The sections
// ---------------------------------------------------------------------------

/** A section's fields, in the order its form shows them. */
type Fields = Record<string, SettingField>;
interface SectionDeclaration<F extends Fields = Fields> {
  fields: F;
  /**
   * How the form sets the fields out: one under another (the default), in
   * two columns (fields marked `wide` span both), or as cards two a row.
   */
  layout?: "rows" | "columns" | "cards";
  /**
   * A rule across the section's fields, checked on every write (form, API,
   * restore); when a stored section is read, a field it faults shows its default.
   */
  check?: (value: SectionValue<F>, context: z.RefinementCtx) => void;
}
type SectionValue<F extends Fields> = { [K in keyof F]: z.output<F[K]["rule"]> };
const section = <F extends Fields>(declaration: SectionDeclaration<F>) => declaration;

/** Who the producer is and how to reach them. */
const business = section({
  layout: "columns",
  fields: {
    name: text("Nombre de la marca", "El nombre de la marca", 80, sampleBusiness.name),
    tagline: text("Lema", "El lema", 200, sampleBusiness.tagline),
    email: field({
      rule: z
        .string({ error: messages.email })
        .trim()
        .min(1, { message: messages.required("El correo"), abort: true })
        .max(EMAIL_MAX, messages.email)
        .pipe(z.email(messages.email)),
      label: "Correo electrónico",
      control: { kind: "input", type: "email" },
      default: sampleBusiness.email,
      max: EMAIL_MAX,
    }),
    phone: field({
      rule: plainText("El teléfono", 40).refine(
        (value) => /^[+\d][\d\s().-]{6,38}$/.test(value),
        messages.phone,
      ),
      label: "Teléfono (como se muestra)",
      control: { kind: "input", type: "tel" },
      default: sampleBusiness.phone,
      max: 40,
    }),
    /** International digits, 52 + 10 digits, as `https://wa.me/<digits>` takes them. */
    whatsappNumber: field({
      rule: z
        .string({ error: messages.whatsapp })
        .trim()
        .regex(/^52\d{10}$/, messages.whatsapp),
      label: "Número de WhatsApp",
      control: { kind: "input" },
      hint: "12 dígitos: 52 y los 10 del número, sin espacios (p. ej. 527711234567).",
      default: sampleBusiness.whatsappNumber,
      max: 12,
    }),
    mapsUrl: httpsUrl("Enlace al mapa", "El enlace al mapa", sampleBusiness.mapsUrl),
    facebookUrl: httpsUrl("Facebook", "El enlace de Facebook", sampleBusiness.facebookUrl),
    instagramUrl: httpsUrl("Instagram", "El enlace de Instagram", sampleBusiness.instagramUrl),
    /** The postal address on one line. */
    address: text("Dirección postal", "La dirección", 300, sampleBusiness.address, {
      rows: 2,
      wide: true,
    }),
    /** The footer's short description under the brand. */
    footerDescription: text(
      "Descripción del pie de página",
      "La descripción del pie de página",
      300,
      sampleBusiness.footerDescription,
      { rows: 2, wide: true },
    ),
  },
});

/** The home page: its hero slides (1 to 5), subtitle and philosophy section. */
const home = section({
  fields: {
    heroSlides: field({
      rule: z
        .array(pictureRule("La foto de portada"), {
          error: messages.notList("Las fotos de portada"),
        })
        .min(1, messages.heroSlidesMin)
        .max(MAX_HERO_SLIDES, messages.heroSlidesMax),
      label: "Fotos de portada",
      control: { kind: "heroSlides" },
      default: heroSlides.map((slide) => ({ imageUrl: slide.url, alt: slide.alt })),
      max: MAX_HERO_SLIDES,
    }),
    subtitle: text("Subtítulo de la portada", "El subtítulo", 300, heroCopy.subtitle, { rows: 2 }),
    philosophyTitle: text(
      "Título de la filosofía",
      "El título de la filosofía",
      HEADING_MAX,
      philosophy.title,
    ),
    philosophyParagraphs: paragraphs(
      "Párrafos de la filosofía",
      "Los párrafos de la filosofía",
      philosophy.paragraphs,
      { max: 6, rows: 6 },
    ),
  },
});

const DESCRIPTION_LABEL = "Descripción (buscadores)";

/** 'Nuestra Historia' (/about). */
const story = section({
  fields: {
    /** The meta description, for search engines and shared links. */
    description: text(DESCRIPTION_LABEL, "La descripción", 300, storyCopy.description, {
      rows: 2,
    }),
    intro: paragraphs("Introducción", "La introducción", storyCopy.intro, { max: 6, rows: 4 }),
    sections: textBlocks(
      "Sección",
      { block: "La sección", list: "Las secciones" },
      storyCopy.sections,
      { max: 8 },
    ),
  },
});

/** A story page's description (for search engines) and its one-text introduction. */
const pageOpening = (copy: { description: string; intro: string }) => ({
  description: text(DESCRIPTION_LABEL, "La descripción", 300, copy.description, { rows: 2 }),
  intro: text("Introducción", "La introducción", PARAGRAPH_MAX, copy.intro, { rows: 3 }),
});

/** /smoked-chili. The features' icons stay in the code, by position. */
const smokedChili = section({
  fields: {
    ...pageOpening(smokedChiliCopy),
    treasure: textBlock("El tesoro de la sierra", "El tesoro", smokedChiliCopy.treasure),
    featuresHeading: text(
      "Título de las características",
      "El título de las características",
      HEADING_MAX,
      smokedChiliCopy.featuresHeading,
    ),
    features: field({
      rule: z
        .array(
          z.object({
            title: plainText("El título de la característica", HEADING_MAX),
            text: plainText("El texto de la característica", 600),
          }),
          { error: messages.notList("Las características") },
        )
        .min(1, messages.required("Las características"))
        .max(8, messages.tooMany("Las características", 8)),
      label: "Característica",
      control: { kind: "features" },
      default: smokedChiliCopy.features.map(({ title, text }) => ({ title, text })),
      max: 8,
    }),
    closing: textBlock("Cierre", "El cierre", smokedChiliCopy.closing),
  },
});

/** /sustainability. The topics' icons stay in the code, by position. */
const sustainability = section({
  fields: {
    ...pageOpening(sustainabilityCopy),
    topics: textBlocks("Tema", { block: "El tema", list: "Los temas" }, sustainabilityCopy.topics, {
      max: 8,
    }),
    closing: textBlock("Cierre", "El cierre", sustainabilityCopy.closing),
  },
});

/** The stores page's 'Próximamente' block. */
const stores = section({
  fields: {
    comingSoonHeading: text("Título", "El título", HEADING_MAX, storesPage.comingSoon.heading),
    comingSoonText: text("Texto", "El texto", 600, storesPage.comingSoon.text, { rows: 2 }),
    /** The cities listed, in order. */
    places: field({
      rule: pointsRule("Las ciudades", 20),
      label: "Ciudades",
      control: { kind: "lines", rows: 5 },
      default: [...storesPage.comingSoon.places],
      max: 20,
    }),
    invitation: text("Invitación", "La invitación", 600, storesPage.comingSoon.invitation, {
      rows: 2,
    }),
  },
});

/** Every built-in picture of the public pages other than the hero slides. */
const pictures = section({
  layout: "cards",
  fields: {
    storyDomes: captionedPicture(
      "Nuestra Historia: los domos",
      "La foto de los domos",
      storyCopy.images.domes,
    ),
    storySmoking: captionedPicture(
      "Nuestra Historia: el ahumado",
      "La foto del ahumado",
      storyCopy.images.smoking,
    ),
    smokedChiliSierra: picture(
      "Chile Ahumado: la sierra",
      "La foto de la sierra",
      smokedChiliCopy.sierraImage,
    ),
    smokedChiliSmoking: picture(
      "Chile Ahumado: el ahumado",
      "La foto del chile ahumado",
      smokedChiliCopy.smokingImage,
    ),
    sustainability: picture(
      "Sustentabilidad",
      "La foto de sustentabilidad",
      sustainabilityCopy.image,
    ),
    /** The picture of a shared link when the page has none of its own (Open Graph). */
    shareImage: picture("Imagen al compartir un enlace (Open Graph)", "La imagen para compartir", {
      src: "/images/miel-picosa-1.webp",
      alt: "Frasco de Miel Picosa con Chile Rayado Ahumado sobre una mesa de madera",
    }),
  },
});

/**
 * The privacy notice (/privacidad). Blank contact fields show the
 * identity's (name, address, e-mail).
 */
const privacy = section({
  layout: "columns",
  fields: {
    responsible: optionalText("Responsable", "El responsable", 200, {
      hint: siteTabCopy.emptyMeansIdentity,
    }),
    contactEmail: field({
      rule: optionalEmailRule(messages.email).transform((value) => (value ? value : null)),
      label: "Correo para solicitudes de privacidad",
      control: { kind: "input", type: "email" },
      hint: siteTabCopy.emptyMeansIdentity,
      default: null,
      max: EMAIL_MAX,
    }),
    address: optionalText("Domicilio", "El domicilio", 300, {
      rows: 2,
      wide: true,
      hint: siteTabCopy.emptyMeansIdentity,
    }),
    /** ISO date (YYYY-MM-DD) of the last change, shown formatted for es-MX. */
    lastUpdated: field({
      rule: isoDateRule("La fecha de actualización"),
      label: "Última actualización",
      control: { kind: "input", type: "date" },
      default: privacyCopy.lastUpdated,
    }),
    /** Set by the owner once reviewed; hides the 'plantilla' note. */
    reviewed: field({
      rule: checkboxRule,
      label: siteTabCopy.reviewed,
      control: { kind: "checkbox" },
      default: false,
      wide: true,
    }),
    intro: {
      ...paragraphs("Introducción", "La introducción", privacyCopy.intro, { max: 6, rows: 4 }),
      wide: true,
    },
    sections: {
      ...textBlocks(
        "Sección",
        { block: "La sección", list: "Las secciones" },
        privacyCopy.sections,
        { max: 16, pointsMax: 16 },
      ),
      wide: true,
    },
  },
});

/**
 * Who receives the e-mail notice of each request and waiting-list entry: a
 * destination verified in Cloudflare Email Routing; blank, nobody (the
 * sender, NOTIFY_FROM, stays deployment configuration: docs/decisions/028-launch-day.md).
 */
const notices = section({
  fields: {
    recipient: field({
      rule: optionalEmailRule(messages.noticeRecipient).transform((value) =>
        value ? value.toLowerCase() : null,
      ),
      label: "Correo que recibe los avisos",
      control: { kind: "input", type: "email" },
      hint: "Un destino verificado en Cloudflare → el dominio → Email → Email Routing → Destination addresses. Vacío: sin avisos.",
      default: null,
      max: EMAIL_MAX,
    }),
  },
});

// ---------------------------------------------------------------------------
// Orders: amounts, lists of rows, payment methods (docs/decisions/031-order-settings.md)
// ---------------------------------------------------------------------------

/** A million pesos: no cost or minimum of this shop comes near it. */
const MAX_CENTS = 100_000_000;
export const MAX_PICKUP_POINTS = 10;
export const MAX_DELIVERY_TOWNS = 30;
/** The blank rows a list's form offers to fill, without JavaScript as with it. */
export const BLANK_ROWS = 3;

/** An amount as stored and in the API: integer MXN centavos, 0 or more. */
function centsRule(subject: string) {
  return z
    .number({ error: messages.cents(subject) })
    .int(messages.cents(subject))
    .min(0, messages.cents(subject))
    .max(MAX_CENTS, messages.tooMuch(subject));
}

/** An amount as the form takes it: pesos ('50', '49.50'), given as centavos. */
function pesosRule(subject: string) {
  return (
    z
      .string({ error: messages.required(subject) })
      .trim()
      .min(1, { message: messages.required(subject), abort: true })
      .refine((text) => readAmount(text) !== null, {
        message: messages.pesos(subject),
        abort: true,
      })
      // An amount past any integer is one too large: the rule below says so.
      .transform((text) => Math.min(readAmount(text) ?? Number.NaN, Number.MAX_SAFE_INTEGER))
      .pipe(centsRule(subject))
  );
}

/** An amount that may be left blank (null): stored, and as the form takes it. */
const optionalCentsRule = (subject: string) => centsRule(subject).nullable();
function optionalPesosRule(subject: string) {
  return z.preprocess(
    (value) => (value === undefined || (typeof value === "string" && !value.trim()) ? null : value),
    pesosRule(subject).nullable(),
  );
}

type MoneyRules = {
  amount: typeof centsRule | typeof pesosRule;
  optional: typeof optionalCentsRule | typeof optionalPesosRule;
};
const storedMoney: MoneyRules = { amount: centsRule, optional: optionalCentsRule };
const typedMoney: MoneyRules = { amount: pesosRule, optional: optionalPesosRule };

const isBlankRow = (row: unknown) =>
  typeof row === "object" &&
  row !== null &&
  Object.values(row).every(
    (value) =>
      value === undefined || value === null || (typeof value === "string" && !value.trim()),
  );

/**
 * A list of rows. The form's has blank rows to fill, which are left out
 * after each row is checked where it stands (so a message stays on its row).
 */
function rowsRule<Row extends z.ZodType>(
  row: Row,
  subject: string,
  max: number,
  form: boolean,
): z.ZodType<z.output<Row>[]> {
  const list = z
    .array(row, { error: messages.notList(subject) })
    .max(max, messages.tooMany(subject, max));
  if (!form) return list as unknown as z.ZodType<z.output<Row>[]>;
  return z
    .array(
      z.preprocess((value) => (isBlankRow(value) ? null : value), row.nullable()),
      { error: messages.notList(subject) },
    )
    .transform((rows) => rows.filter((item) => item !== null))
    .refine((rows) => rows.length <= max, messages.tooMany(subject, max)) as unknown as z.ZodType<
    z.output<Row>[]
  >;
}

/** The rows as the form starts from them: the stored ones, then `BLANK_ROWS` blank ones. */
const withBlankRows = <Row>(rows: readonly Row[], blank: Row, max: number) => [
  ...rows,
  ...Array.from({ length: Math.max(0, Math.min(BLANK_ROWS, max - rows.length)) }, () => blank),
];

const pickupPointRow = z.object({
  label: plainText("El nombre del punto de recogida", 120),
  address: optionalPlainText("La dirección del punto de recogida", 300),
});

function localDeliveryRow(money: MoneyRules) {
  return z.object({
    town: plainText("La población", 80),
    costCents: money.amount("El costo de la entrega"),
  });
}

/** Two rows of one town would give two options of the same id (`local-<town>`). */
function distinctTowns<Rule extends z.ZodType<{ town: string }[]>>(rule: Rule) {
  return rule.superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const id = slugify(row.town);
      if (seen.has(id)) {
        ctx.addIssue({
          code: "custom",
          path: [index, "town"],
          message: messages.repeatedTown(row.town),
        });
      }
      seen.add(id);
    });
  });
}

function shippingRule(money: MoneyRules) {
  return z.object(
    {
      enabled: checkboxRule,
      costCents: money.amount("El costo del envío"),
      freeFromCents: money.optional("El envío gratis a partir de"),
    },
    { error: messages.notObject("El envío") },
  );
}

const TRANSFER = "transferencia SPEI";
const clabeRule = z
  .string({ error: messages.clabe })
  .transform(compactClabe)
  .refine((value) => value === "" || isValidClabe(value), messages.clabe)
  .nullish()
  .transform((value) => (value ? value : null));

/** A method's texts may wait while it is off; it is offered only with them. */
function requiredWhenOn<T extends { enabled: boolean }>(
  method: string,
  required: readonly [keyof T & string, string][],
) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (!value.enabled) return;
    for (const [key, subject] of required) {
      if (value[key] === null) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: messages.requiredWhenOn(subject, method),
        });
      }
    }
  };
}

const paymentRule = z.strictObject(
  {
    transfer: z
      .object({
        enabled: checkboxRule,
        bank: optionalPlainText("El banco", 80),
        beneficiary: optionalPlainText("El beneficiario", 120),
        clabe: clabeRule,
      })
      .superRefine(
        requiredWhenOn(TRANSFER, [
          ["bank", "El banco"],
          ["beneficiary", "El beneficiario"],
          ["clabe", "La CLABE"],
        ]),
      ),
    cash: z
      .object({
        enabled: checkboxRule,
        details: optionalPlainText("Dónde y cuándo se paga en efectivo", 300),
      })
      .superRefine(requiredWhenOn("el pago en efectivo", [["details", "Dónde y cuándo"]])),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? messages.unknownPaymentMethod(issue.keys)
        : messages.notObject("Las formas de pago"),
  },
);

const money = (label: string, subject: string, value: number, hint?: string) =>
  field({
    rule: centsRule(subject),
    label,
    control: { kind: "money" },
    default: value,
    hint: hint ?? siteTabCopy.pesosHint,
    form: { rule: pesosRule(subject), value: centsToPesos },
  });

const pesosOrBlank = (cents: number | null) => (cents === null ? "" : centsToPesos(cents));

/**
 * Orders on the site, paid by SPEI transfer or cash (no payment processor).
 * Off by default: products are asked for over WhatsApp as before.
 */
const orders = section({
  fields: {
    enabled: field({
      rule: checkboxRule,
      label: "Recibir pedidos en el sitio",
      control: { kind: "checkbox" },
      hint: "Apagado, cada producto se pide por WhatsApp como hasta ahora.",
      default: false,
    }),
    pickupPoints: field({
      rule: rowsRule(pickupPointRow, "Los puntos de recogida", MAX_PICKUP_POINTS, false),
      label: "Puntos de recogida",
      control: {
        kind: "rows",
        item: "Punto",
        parts: [
          { name: "label", label: "Nombre", type: "text" },
          { name: "address", label: "Dirección y horario (opcional)", type: "text" },
        ],
      },
      default: [],
      max: MAX_PICKUP_POINTS,
      form: {
        rule: rowsRule(pickupPointRow, "Los puntos de recogida", MAX_PICKUP_POINTS, true),
        value: (rows) => withBlankRows(rows, { label: "", address: null }, MAX_PICKUP_POINTS),
      },
    }),
    localDelivery: field({
      rule: distinctTowns(
        rowsRule(localDeliveryRow(storedMoney), "Las poblaciones", MAX_DELIVERY_TOWNS, false),
      ),
      label: "Entrega local",
      control: {
        kind: "rows",
        item: "Población",
        parts: [
          { name: "town", label: "Población", type: "text" },
          {
            name: "costCents",
            label: "Costo de la entrega",
            type: "money",
            hint: siteTabCopy.pesosHint,
          },
        ],
      },
      default: [],
      max: MAX_DELIVERY_TOWNS,
      form: {
        rule: distinctTowns(
          rowsRule(localDeliveryRow(typedMoney), "Las poblaciones", MAX_DELIVERY_TOWNS, true),
        ),
        value: (rows) =>
          withBlankRows(
            rows.map((row) => ({ town: row.town, costCents: centsToPesos(row.costCents) })),
            { town: "", costCents: "" },
            MAX_DELIVERY_TOWNS,
          ),
      },
    }),
    shipping: field({
      rule: shippingRule(storedMoney),
      label: "Envío a todo México",
      control: {
        kind: "group",
        parts: [
          { name: "enabled", label: "Ofrecer envío a todo México", type: "checkbox" },
          {
            name: "costCents",
            label: "Costo del envío",
            type: "money",
            hint: siteTabCopy.pesosHint,
          },
          {
            name: "freeFromCents",
            label: "Envío gratis a partir de (opcional)",
            type: "money",
            hint: "El total del pedido, en pesos; vacío: el envío siempre se cobra.",
          },
        ],
      },
      default: { enabled: false, costCents: 0, freeFromCents: null },
      form: {
        rule: shippingRule(typedMoney),
        value: (shipping) => ({
          enabled: shipping.enabled,
          costCents: centsToPesos(shipping.costCents),
          freeFromCents: pesosOrBlank(shipping.freeFromCents),
        }),
      },
    }),
    payment: field({
      rule: paymentRule,
      label: "Formas de pago",
      control: {
        kind: "groups",
        groups: [
          {
            name: "transfer",
            label: "Transferencia SPEI",
            parts: [
              { name: "enabled", label: "Aceptar transferencia SPEI", type: "checkbox" },
              { name: "bank", label: "Banco", type: "text" },
              { name: "beneficiary", label: "Beneficiario", type: "text" },
              { name: "clabe", label: "CLABE (18 dígitos)", type: "text" },
            ],
          },
          {
            name: "cash",
            label: "Efectivo",
            parts: [
              { name: "enabled", label: "Aceptar efectivo", type: "checkbox" },
              {
                name: "details",
                label: "Dónde y cuándo",
                type: "textarea",
                hint: "Por ejemplo: al recoger en el punto de recogida, o al recibir la entrega local.",
              },
            ],
          },
        ],
      },
      default: {
        transfer: { enabled: false, bank: null, beneficiary: null, clabe: null },
        cash: { enabled: false, details: null },
      },
    }),
    minimumCents: money(
      "Pedido mínimo",
      "El pedido mínimo",
      0,
      "En pesos, como 300 o 249.50; 0: sin mínimo.",
    ),
    confirmationText: text(
      "Texto tras el pedido",
      "El texto tras el pedido",
      1200,
      "¡Gracias por tu pedido! Te escribiremos por WhatsApp para confirmar el pago y la entrega.",
      { rows: 4 },
    ),
  },
  check: (orders, context) => {
    if (!orders.enabled) return;
    const delivers =
      orders.pickupPoints.length > 0 || orders.localDelivery.length > 0 || orders.shipping.enabled;
    if (!delivers)
      context.addIssue({ code: "custom", path: ["enabled"], message: messages.ordersNeedDelivery });
    const { transfer, cash } = orders.payment;
    if (!transfer.enabled && !cash.enabled)
      context.addIssue({ code: "custom", path: ["enabled"], message: messages.ordersNeedPayment });
  },
});

/** Visitor statistics: Cloudflare Web Analytics, on only with a token. */
const analytics = section({
  fields: {
    cloudflareToken: field({
      rule: z
        .string({ error: messages.analyticsToken })
        .trim()
        .refine((value) => value === "" || /^[0-9a-f]{32}$/i.test(value), messages.analyticsToken)
        .nullish()
        .transform((value) => (value ? value.toLowerCase() : null)),
      label: "Token de Cloudflare Web Analytics",
      control: { kind: "input" },
      hint: "Cloudflare → Analytics & Logs → Web Analytics → Add a site: el valor de «token» del fragmento. Vacío: sin estadísticas.",
      default: null,
      max: 32,
    }),
  },
});

/** Every section, in the order the 'Sitio' tab shows them; their keys are the API's `{section}`. */
export const siteSections = {
  business,
  home,
  pictures,
  story,
  smokedChili,
  sustainability,
  stores,
  privacy,
  notices,
  orders,
  analytics,
};

// ---------------------------------------------------------------------------
// What the declarations give: schemas, types, defaults, the reading of what is stored
// ---------------------------------------------------------------------------

type Sections = typeof siteSections;
export type SiteSettingsSection = keyof Sections;

export const SITE_SETTINGS_SECTIONS = Object.keys(siteSections) as SiteSettingsSection[];

function mapSections<T>(make: (section: SiteSettingsSection) => T) {
  return Object.fromEntries(
    SITE_SETTINGS_SECTIONS.map((section) => [section, make(section)]),
  ) as Record<SiteSettingsSection, T>;
}

/** A section's schema: an object of its fields' rules (the form's, where they differ, for a form). */
function schemaOf<F extends Fields>(
  { fields, check }: SectionDeclaration<F>,
  side: "stored" | "form",
) {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([key, f]) => [
      key,
      side === "form" ? (f.form?.rule ?? f.rule) : f.rule,
    ]),
  );
  const schema = z.object(shape) as unknown as z.ZodObject<{ [K in keyof F]: F[K]["rule"] }>;
  return check
    ? schema.superRefine((value, context) => check(value as SectionValue<F>, context))
    : schema;
}

/** The checks of a form, which posts other fields beside the section's (intent…). */
export const siteSettingsFormSchemas = {
  business: schemaOf(business, "form"),
  home: schemaOf(home, "form"),
  pictures: schemaOf(pictures, "form"),
  story: schemaOf(story, "form"),
  smokedChili: schemaOf(smokedChili, "form"),
  sustainability: schemaOf(sustainability, "form"),
  stores: schemaOf(stores, "form"),
  privacy: schemaOf(privacy, "form"),
  notices: schemaOf(notices, "form"),
  orders: schemaOf(orders, "form"),
  analytics: schemaOf(analytics, "form"),
} satisfies Record<SiteSettingsSection, z.ZodObject>;

type FormSchemas = typeof siteSettingsFormSchemas;

/** One schema per section for every other write (the API, a restore): unknown keys refused. */
export const siteSettingsSchemas = mapSections((section) =>
  schemaOf(siteSections[section] as SectionDeclaration, "stored").strict(),
) as unknown as { [S in SiteSettingsSection]: ReturnType<FormSchemas[S]["strict"]> };

type Outputs = { [S in SiteSettingsSection]: z.output<FormSchemas[S]> };
/** The settings: each section's type is what its schema gives (`z.output`). */
// An interface, so that `SiteSettings[S]` of a generic section is its sections' union.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SiteSettings extends Outputs {}
export type BusinessSettings = SiteSettings["business"];
export type HomeSettings = SiteSettings["home"];
export type StoresSettings = SiteSettings["stores"];
export type PicturesSettings = SiteSettings["pictures"];
export type PictureSetting = HomeSettings["heroSlides"][number];
export type CaptionedPictureSetting = PicturesSettings["storyDomes"];
export type TextBlockSetting = SiteSettings["story"]["sections"][number];
export type OrderSettings = SiteSettings["orders"];

/** The site as it ships: each field's default (the content modules' samples). */
export const defaultSiteSettings = mapSections((section) => {
  const fields: Fields = siteSections[section].fields;
  return Object.fromEntries(Object.entries(fields).map(([key, f]) => [key, f.default]));
}) as SiteSettings;

export function isSiteSettingsSection(value: unknown): value is SiteSettingsSection {
  return typeof value === "string" && Object.hasOwn(siteSections, value);
}

/** The fields of a section, by key (for the tab's form and notices). */
export function sectionFields(section: SiteSettingsSection): Readonly<Fields> {
  return siteSections[section].fields;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A stored section read back: `null` when it is no section at all (not an object). */
export interface StoredSectionReading<S extends SiteSettingsSection> {
  value: SiteSettings[S];
  /** The keys of the fields whose stored value fails its rule, shown as their defaults. */
  invalidFields: string[];
  /** Nothing of it could be read (not an object): the whole section shows its defaults. */
  unreadable: boolean;
}

/**
 * What is stored (D1, the KV replica), whatever version of the code wrote
 * it: a field it lacks gets its default, a key the code does not know is
 * ignored, a field whose value fails its own rule shows its default and is
 * named in `invalidFields`. Never the whole section for one field.
 */
export function readStoredSection<S extends SiteSettingsSection>(
  section: S,
  stored: unknown,
): StoredSectionReading<S> {
  const defaults = defaultSiteSettings[section] as Record<string, unknown>;
  if (!isRecord(stored)) {
    return { value: defaultSiteSettings[section], invalidFields: [], unreadable: true };
  }
  const fields = sectionFields(section);
  const value: Record<string, unknown> = {};
  const invalidFields: string[] = [];
  for (const [key, declared] of Object.entries(fields)) {
    const parsed = Object.hasOwn(stored, key) ? readStoredField(declared.rule, stored[key]) : null;
    if (parsed?.result.success) value[key] = parsed.result.data;
    else value[key] = defaults[key];
    if (parsed && !parsed.result.success) invalidFields.push(key);
  }
  // The rule across fields, so that what is shown (and what a backup
  // carries) is a section a save would accept: each field it faults shows
  // its default (orders whose way to pay fell back are shown off).
  const hasCheck = (siteSections[section] as SectionDeclaration).check !== undefined;
  for (let round = 0; hasCheck && round < Object.keys(fields).length; round++) {
    const checked = siteSettingsSchemas[section].safeParse(value);
    const faulted = new Set(
      (checked.error?.issues ?? [])
        // Only the cross-field rule's own issues: each field was read valid.
        .filter((issue) => issue.code === "custom" && issue.path.length === 1)
        .map((issue) => issue.path[0])
        .filter((key): key is string => typeof key === "string" && Object.hasOwn(fields, key)),
    );
    if (faulted.size === 0) break;
    for (const key of faulted) {
      value[key] = defaults[key];
      if (!invalidFields.includes(key)) invalidFields.push(key);
    }
  }
  return { value: value as SiteSettings[S], invalidFields, unreadable: false };
}

/**
 * A stored field read with its rule, the keys a nested object of it does not
 * know (a way to pay of a newer version) dropped first, as a read ignores a
 * section's: `value` is what was read, without them; `result`, its reading.
 */
function readStoredField(
  rule: z.ZodType,
  stored: unknown,
): { value: unknown; result: ReturnType<z.ZodType["safeParse"]> } {
  const result = rule.safeParse(stored);
  const unknown = result.error?.issues.filter((issue) => issue.code === "unrecognized_keys") ?? [];
  if (unknown.length === 0) return { value: stored, result };
  const value: unknown = structuredClone(stored);
  for (const issue of unknown) {
    const parent = issue.path.reduce<unknown>(
      (node, step) => (isRecord(node) ? node[String(step)] : undefined),
      value,
    );
    if (isRecord(parent)) for (const key of issue.keys) delete parent[key];
  }
  return { value, result: rule.safeParse(value) };
}

/**
 * A stored value to be written again (a saved version restored, a backup's
 * section): a key the code does not know is dropped and a field it lacks
 * gets its default, as a read does; every value it holds is then checked as
 * a save checks it (`siteSettingsSchemas`).
 */
export function adoptStoredSection(section: SiteSettingsSection, stored: unknown): unknown {
  if (!isRecord(stored)) return stored;
  const defaults = defaultSiteSettings[section] as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(sectionFields(section)).map(([key, declared]) => [
      key,
      Object.hasOwn(stored, key)
        ? readStoredField(declared.rule, stored[key]).value
        : defaults[key],
    ]),
  );
}
