import { z } from "zod";
import { httpUrl, imageUrl, requiredText } from "./fields";
import { recipeMessages } from "~/content/admin-form-messages";

export { recipeMessages };

export const recipeSchema = z.object({
  title: requiredText(recipeMessages.title, 160),
  description: requiredText(recipeMessages.description, 2000),
  instructions: requiredText(recipeMessages.instructions, 8000),
  imageUrl: imageUrl(recipeMessages.imageUrl),
  instagramUrl: httpUrl(recipeMessages.instagramUrl, recipeMessages.instagramUrlInvalid),
});

export type RecipeInput = z.infer<typeof recipeSchema>;
