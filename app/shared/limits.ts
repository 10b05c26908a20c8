/** Limits that the rules enforce and the messages name. */
export const MAX_PRODUCT_IMAGES = 12;
export const MAX_IMAGE_SIDE = 8000;
