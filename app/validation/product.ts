import { z } from "zod";
import { DEFAULT_AVAILABILITY } from "~/content/availability-states";
import { PRODUCT_AVAILABILITIES, PRODUCT_CATEGORIES } from "~/shared/enums";
import { flag, imageUrl, optionalText, requiredText } from "./fields";
import { MAX_PRODUCT_IMAGES, productMessages } from "~/content/admin-form-messages";

export { productMessages };

export { PRODUCT_AVAILABILITIES, PRODUCT_CATEGORIES };

/** The longest note beside a product's availability ('Nueva cosecha en marzo'). */
export const AVAILABILITY_NOTE_MAX_LENGTH = 80;

/** A product's pictures, at most; also the new pictures one form may upload. */
export { MAX_PRODUCT_IMAGES };

/** A product's fields, with the original site's Spanish messages. */
export const productSchema = z
  .object({
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
    price: optionalText(60),
    weight: optionalText(60),
    ingredients: optionalText(2000),
    nutritionalInfo: optionalText(2000),
    // Left out (older clients, older backups): available, as every product was before.
    availability: z
      .enum(PRODUCT_AVAILABILITIES, { error: productMessages.availability })
      .default(DEFAULT_AVAILABILITY),
    availabilityNote: optionalText(AVAILABILITY_NOTE_MAX_LENGTH),
  })
  .refine((product) => product.imageUrls.includes(product.mainImageUrl), {
    message: productMessages.mainImageNotListed,
    path: ["mainImageUrl"],
  });

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
