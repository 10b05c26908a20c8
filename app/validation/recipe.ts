import { z } from "zod";
import { httpUrl, imageUrl, requiredText } from "./fields";

export const recipeMessages = {
  title: "El título es requerido",
  description: "La descripción es requerida",
  instructions: "Las instrucciones son requeridas",
  imageUrl: "La URL de la imagen es requerida",
  instagramUrl: "La URL de Instagram es requerida",
  instagramUrlInvalid: "La URL de Instagram no es válida",
  oneImage: "Seleccione una sola imagen para la receta",
} as const;

export const recipeSchema = z.object({
  title: requiredText(recipeMessages.title, 160),
  description: requiredText(recipeMessages.description, 2000),
  instructions: requiredText(recipeMessages.instructions, 8000),
  imageUrl: imageUrl(recipeMessages.imageUrl),
  instagramUrl: httpUrl(recipeMessages.instagramUrl, recipeMessages.instagramUrlInvalid),
});

export type RecipeInput = z.infer<typeof recipeSchema>;
