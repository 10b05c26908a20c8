import { z } from "zod";
import { DEFAULT_AVAILABILITY } from "~/content/availability-states";
import { PRODUCT_AVAILABILITIES, PRODUCT_CATEGORIES } from "~/shared/enums";
import { flag, imageUrl, optionalText, requiredText } from "./fields";
import { MAX_PRODUCT_IMAGES, MAX_STOCK, productMessages } from "~/content/admin-form-messages";
import { MAX_PRICE_CENTS, readAmount } from "~/shared/money";

/** The edit form's stock as it was drawn, so a save that leaves it keeps the stored count (routes/admin._index.server.ts). */
export const STOCK_SHOWN_FIELD = "stockShown";

export { productMessages };

export { PRODUCT_AVAILABILITIES, PRODUCT_CATEGORIES };

/** The longest note beside a product's availability ('Nueva cosecha en marzo'). */
export const AVAILABILITY_NOTE_MAX_LENGTH = 80;

/** A product's pictures, at most; also the new pictures one form may upload. */
export { MAX_PRODUCT_IMAGES };

/**
 * A product's slug, as a backup's file and a restore from the trash give it
 * (the form never does: a product keeps the slug its name first made).
 */
export const productSlug = z
  .string({ error: "El slug es requerido" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "El slug solo puede tener minúsculas, números y guiones")
  .max(160, "El slug es demasiado largo");

/** The fields the form and the JSON share, with the original site's Spanish messages. */
const commonFields = {
  name: requiredText(productMessages.name, 120),
  description: requiredText(productMessages.description, 4000),
  imageUrls: z
    .array(imageUrl(productMessages.images), { error: productMessages.images })
    // abort: no "main image must be one of the images" while there are none.
    .min(1, { message: productMessages.images, abort: true })
    .max(MAX_PRODUCT_IMAGES, productMessages.tooManyImages),
  mainImageUrl: imageUrl(productMessages.mainImage),
  category: z.enum(PRODUCT_CATEGORIES, { error: productMessages.category }),
  isLimitedEdition: flag(),
  isSpecialty: flag(),
  isFeatured: flag(),
  /** The price as written; stored as given only when no amount comes with it. */
  price: optionalText(60),
  weight: optionalText(60),
  ingredients: optionalText(2000),
  nutritionalInfo: optionalText(2000),
  // Left out (older clients, older backups): available, as every product was before.
  availability: z
    .enum(PRODUCT_AVAILABILITIES, { error: productMessages.availability })
    .default(DEFAULT_AVAILABILITY),
  availabilityNote: optionalText(AVAILABILITY_NOTE_MAX_LENGTH),
};

const mainImageListed = <Product extends { imageUrls: string[]; mainImageUrl: string }>(
  product: Product,
) => product.imageUrls.includes(product.mainImageUrl);
const mainImageRule = { message: productMessages.mainImageNotListed, path: ["mainImageUrl"] };

/** A whole number from 0 to `max` (above it, `tooHigh`); anything else (1.5, "3", -1) answers `message`. */
const wholeNumber = (message: string, max: number, tooHigh: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, tooHigh);

/**
 * A product as the JSON API and backups send it. `priceCents` and `stock`
 * may be left out (older clients and backups): then the amount is read from
 * `price` and the stock is not counted (services/product-columns.server.ts).
 */
export const productSchema = z
  .object({
    ...commonFields,
    priceCents: wholeNumber(
      productMessages.priceCents,
      MAX_PRICE_CENTS,
      productMessages.priceTooHigh,
    )
      .nullable()
      .optional(),
    stock: wholeNumber(productMessages.stock, MAX_STOCK, productMessages.stockTooHigh)
      .nullable()
      .optional(),
  })
  .refine(mainImageListed, mainImageRule);

/**
 * A number typed in the form, read by `read`: blank (Conform sends
 * `undefined`; a plain post, "") is null; unreadable, `message`; above
 * `max`, `tooHigh`.
 */
const typedNumber = (
  read: (text: string) => number | null,
  message: string,
  max: number,
  tooHigh: string,
) =>
  z
    .string({ error: message })
    .optional()
    .transform((value, context) => {
      const text = value?.trim();
      if (!text) return null;
      const number = read(text);
      if (number === null) context.addIssue({ code: "custom", message });
      else if (number > max) context.addIssue({ code: "custom", message: tooHigh });
      else return number;
      return z.NEVER;
    });

/** 'Precio (MXN)': pesos as the owner types them ('220', '220.50'), as centavos. */
const pricePesos = typedNumber(
  readAmount,
  productMessages.pricePesos,
  MAX_PRICE_CENTS,
  productMessages.priceTooHigh,
);

/** 'Existencias': blank when they are not counted. */
const formStock = typedNumber(
  (text) => (/^\d{1,9}$/.test(text) ? Number(text) : null),
  productMessages.stock,
  MAX_STOCK,
  productMessages.stockTooHigh,
);

/**
 * The admin's product form: the amount in pesos (`pricePesos`) instead of
 * centavos, and `price` only as the hidden old text of a product whose text
 * held no amount, kept while no amount is typed.
 */
export const productFormFields = z
  .object({ ...commonFields, pricePesos, stock: formStock })
  .refine(mainImageListed, mainImageRule);

/** The form as the services take it (Conform's constraints read `productFormFields`). */
export const productFormSchema = productFormFields.transform(
  ({ pricePesos: priceCents, ...product }) => ({ ...product, priceCents }),
);

export type ProductInput = z.infer<typeof productSchema>;

/** The display order of every product, as a list of ids. */
export const productOrderSchema = z.object({
  ids: z
    .array(
      z
        .number({ error: productMessages.orderIds })
        .int(productMessages.orderIds)
        .positive(productMessages.orderIds),
      { error: productMessages.orderList },
    )
    .min(1, productMessages.orderList)
    .max(1000),
});
