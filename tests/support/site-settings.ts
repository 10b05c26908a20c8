import {
  defaultSiteSettings,
  siteSections,
  type SiteSettings,
  type TextBlockSetting,
} from "../../app/validation/site-settings";
import { SITE_SETTINGS_KV_KEY } from "../../app/services/site-settings.server";
import { postForm } from "./api";
import type { TestWorker } from "./worker";

/**
 * Puts the owner's site settings where every mode reads them: the copy in
 * KV (`CONTENT_VERSION` namespace), as a save from the 'Sitio' tab leaves
 * it, with a new content version. The Worker then starts afresh, as a new
 * isolate would, so nothing it kept in memory shows the settings before.
 */
export async function putSiteSettings(
  worker: TestWorker,
  settings: Partial<SiteSettings>,
): Promise<void> {
  await worker.storage.contentKvPut(SITE_SETTINGS_KV_KEY, JSON.stringify(settings));
  await worker.storage.contentKvPut("content-version", `ajustes-${crypto.randomUUID()}`);
  await worker.restart();
}

const block = (heading: string, paragraphs: string[], points: string[] = []): TextBlockSetting => ({
  heading,
  paragraphs,
  points,
});

/**
 * A producer's own settings, every value unlike the samples: another name,
 * phone, WhatsApp number, address and profiles, uploaded pictures, and their
 * own texts (one with characters that would be markup, to be shown as text).
 */
export const ownerSiteSettings: SiteSettings = {
  ...defaultSiteSettings,
  business: {
    name: "Apiario Los Nogales",
    tagline: "Miel cruda de la Sierra Gorda, cosechada a mano.",
    email: "contacto@apiario-nogales.example",
    phone: "+52 442 987 6543",
    whatsappNumber: "524429876543",
    address: "Camino a Pinal de Amoles km 3, C.P. 76300, Jalpan de Serra, Querétaro, México",
    mapsUrl: "https://maps.example/apiario-los-nogales",
    facebookUrl: "https://www.facebook.com/apiario.nogales.example",
    instagramUrl: "https://www.instagram.com/apiario.nogales.example",
    footerDescription: "Colmenas familiares en la Sierra Gorda desde hace tres generaciones.",
  },
  home: {
    heroSlides: [
      {
        imageUrl: "/images/uploads/colmenas-amanecer.webp",
        alt: "Colmenas al amanecer en la sierra",
      },
      { imageUrl: "/images/domos-geodesicos.webp", alt: "Nuestros domos vistos desde el cerro" },
    ],
    subtitle: "Miel de flor de mezquite y chile de la sierra, de nuestras colmenas a tu mesa.",
    philosophyTitle: "Lo que nos mueve",
    philosophyParagraphs: [
      "Cuidamos a las abejas antes que a la cosecha.",
      "Miel & chile <sin> conservadores, como en casa.",
    ],
  },
  story: {
    description: "La historia del Apiario Los Nogales, en la Sierra Gorda de Querétaro.",
    intro: ["Empezamos con tres colmenas en el patio de la abuela."],
    sections: [
      block("Las primeras colmenas", ["La abuela nos enseñó a leer el humor de las abejas."]),
      block("Por qué en la sierra", ["Las flores del monte dan una miel oscura y aromática."]),
      block(
        "La miel con chile",
        ["Un día juntamos la miel con el chile del huerto."],
        ["Chile secado al sol", "Miel sin pasteurizar"],
      ),
      block("Hacia adelante", ["Queremos cuidar más colmenas sin perder el trato familiar."]),
    ],
  },
  smokedChili: {
    description: "El chile de nuestro huerto, secado y ahumado en la sierra.",
    intro: "Un chile del huerto familiar, ahumado con leña de encino.",
    treasure: block("El chile del huerto", ["Lo sembramos junto a las colmenas."]),
    featuresHeading: "Por qué nos gusta",
    features: [
      { title: "Leña de encino", text: "Un humo suave y dulce." },
      { title: "Secado al sol", text: "Sin hornos ni prisas." },
      { title: "Picor amable", text: "Se siente y se va." },
      { title: "Del huerto", text: "Lo cuidamos nosotros." },
    ],
    closing: block("Pruébalo con miel", ["Una cucharada basta."]),
  },
  sustainability: {
    description: "Cómo cuidamos la sierra donde viven nuestras abejas.",
    intro: "Cuidar la sierra es cuidar la miel.",
    topics: [
      block("Colmenas sin químicos", ["Tratamos a las abejas con remedios naturales."]),
      block("Flores del monte", ["No movemos las colmenas a monocultivos."]),
      block("Agua de lluvia", ["Juntamos el agua de lluvia para el huerto."]),
      block("Empaques que regresan", ["Recibimos de vuelta los frascos limpios."]),
    ],
    closing: block("Conoce lo que hacemos", ["Cada frasco cuenta de dónde viene."]),
  },
  stores: {
    comingSoonHeading: "Muy pronto",
    comingSoonText: "Estamos por llegar a estas ciudades:",
    places: ["Morelia", "Puebla", "San Luis Potosí"],
    invitation: "¿Tienes una tienda en tu ciudad? Escríbenos.",
  },
  pictures: {
    storyDomes: {
      imageUrl: "/images/uploads/apiario-patio.webp",
      alt: "El patio de la abuela con las primeras colmenas",
      caption: "Donde empezó todo.",
    },
    storySmoking: {
      imageUrl: "/images/uploads/ahumador-encino.webp",
      alt: "El ahumador de leña de encino",
      caption: null,
    },
    smokedChiliSierra: {
      imageUrl: "/images/uploads/sierra-gorda.webp",
      alt: "La Sierra Gorda entre la neblina",
    },
    smokedChiliSmoking: {
      imageUrl: "/images/uploads/chiles-al-sol.webp",
      alt: "Chiles secándose al sol sobre petates",
    },
    sustainability: {
      imageUrl: "/images/uploads/huerto-lluvia.webp",
      alt: "El huerto después de la lluvia",
    },
    shareImage: {
      imageUrl: "/images/uploads/frasco-nogales.webp",
      alt: "Un frasco de miel del Apiario Los Nogales",
    },
  },
};

/** The sample phone and WhatsApp number, in any spacing: none may show once the owner's are set. */
export const SAMPLE_PHONE = /771[\s.-]*123[\s.-]*4567/;
export const SAMPLE_WHATSAPP = "527711234567";

/** The identity's fields as declared: their rules, labels and limits. */
export const identityFields = siteSections.business.fields;

/** A declared field's bound (characters of a text, items of a list), read from its declaration. */
export function declaredMax(field: { max?: number; label: string }): number {
  if (field.max === undefined) throw new Error(`«${field.label}» declares no bound`);
  return field.max;
}

/** A backup file as `/backup.json` gives it, its site settings typed. */
export type SiteSettingsBackupFile = Record<string, unknown> & {
  siteSettings: {
    current: { section: string; value: unknown; savedAt: string }[];
    versions: { section: string; value: unknown; savedAt: string }[];
  };
};

/** The backup file the admin (`cookie`) downloads now. */
export async function downloadBackup(
  worker: TestWorker,
  cookie: string,
): Promise<SiteSettingsBackupFile> {
  const response = await worker.fetch("/backup.json", { headers: { Cookie: cookie } });
  if (response.status !== 200) throw new Error(`/backup.json answered ${response.status}`);
  return (await response.json()) as SiteSettingsBackupFile;
}

/** `backup` with the current value of `section` replaced by `value`. */
export function withCurrentSection(
  backup: SiteSettingsBackupFile,
  section: string,
  value: unknown,
): SiteSettingsBackupFile {
  return {
    ...backup,
    siteSettings: {
      ...backup.siteSettings,
      current: backup.siteSettings.current.map((row) =>
        row.section === section ? { ...row, value } : row,
      ),
    },
  };
}

/** Restores `backup` as the admin's form posts it. */
export function restoreBackup(worker: TestWorker, cookie: string, backup: unknown) {
  return postForm(
    worker,
    "/backup",
    new URLSearchParams({ intent: "restore", backup: JSON.stringify(backup) }),
    { Cookie: cookie },
  );
}
