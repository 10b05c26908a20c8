/** What the form says when a field is refused, in the browser and on the server. */
export const recipeMessages = {
  title: "El título es requerido",
  description: "La descripción es requerida",
  instructions: "Las instrucciones son requeridas",
  imageUrl: "La URL de la imagen es requerida",
  instagramUrl: "La URL de Instagram es requerida",
  instagramUrlInvalid: "La URL de Instagram no es válida",
  oneImage: "Seleccione una sola imagen para la receta",
} as const;
