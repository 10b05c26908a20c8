import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../../app/validation/site-settings";
import { parseRecipeInstructions, recipeJsonLd } from "../../app/view/recipe-json-ld.server";

const brandName = defaultSiteSettings.business.name;
import { sampleRecipes } from "../../app/db/seed-data";

describe("parseRecipeInstructions", () => {
  it("reads the ingredients line, its yield and the numbered steps, leaving closing remarks out", () => {
    const text = [
      "Ingredientes (1 coctel): 45 ml de mezcal joven, 60 ml de jugo de toronja, hielo.",
      "",
      "1. Disuelve la miel picosa en el agua caliente.",
      "2. Escarcha el vaso con la sal de chile rayado.",
      "",
      "Disfrútala con moderación.",
    ].join("\n");
    expect(parseRecipeInstructions(text)).toEqual({
      yield: "1 coctel",
      ingredients: ["45 ml de mezcal joven", "60 ml de jugo de toronja", "hielo"],
      steps: [
        "Disuelve la miel picosa en el agua caliente.",
        "Escarcha el vaso con la sal de chile rayado.",
      ],
    });
  });

  it("takes every non-blank line as a step when none is numbered", () => {
    const text = "  Mezcla la miel con el limón.  \n\n\t\nUnta los elotes.\r\nEspolvorea el chile.";
    expect(parseRecipeInstructions(text)).toEqual({
      yield: null,
      ingredients: [],
      steps: ["Mezcla la miel con el limón.", "Unta los elotes.", "Espolvorea el chile."],
    });
  });

  it("accepts '1)' as well as '1.' and drops the numbers, not the order", () => {
    const text = "2) Corta la pera.\n1) Saca los quesos.\n10. Sirve.";
    expect(parseRecipeInstructions(text).steps).toEqual([
      "Corta la pera.",
      "Saca los quesos.",
      "Sirve.",
    ]);
  });

  it("splits numbered steps written on one line", () => {
    expect(
      parseRecipeInstructions("1. Mezcla la miel y el limón. 2. Baña las alitas. 3) Sirve.").steps,
    ).toEqual(["Mezcla la miel y el limón.", "Baña las alitas.", "Sirve."]);
  });

  it("does not take a three-digit number or a number without a space after it for a step", () => {
    expect(parseRecipeInstructions("Hornea a 200. Voltea a los 20.5 minutos.").steps).toEqual([
      "Hornea a 200. Voltea a los 20.5 minutos.",
    ]);
    expect(parseRecipeInstructions("123. No es un paso").steps).toEqual(["123. No es un paso"]);
  });

  it("reads 'Ingredientes' in any case, without a yield, and only the first such line", () => {
    const text = "INGREDIENTES: miel, , chile ,sal\ningredientes (2): otra cosa\nMezcla.";
    expect(parseRecipeInstructions(text)).toEqual({
      yield: null,
      ingredients: ["miel", "chile", "sal"],
      steps: ["ingredientes (2): otra cosa", "Mezcla."],
    });
  });

  it("gives no yield for empty parentheses", () => {
    expect(parseRecipeInstructions("Ingredientes ( ): miel").yield).toBeNull();
    expect(parseRecipeInstructions("Ingredientes (6 porciones) : miel").yield).toBe("6 porciones");
  });

  it("takes a bare 'Ingredientes:' heading for a step, since it lists nothing", () => {
    expect(parseRecipeInstructions("Ingredientes:\nmiel\nchile")).toEqual({
      yield: null,
      ingredients: [],
      steps: ["Ingredientes:", "miel", "chile"],
    });
  });

  it("answers nothing for blank text", () => {
    for (const text of ["", "   ", "\n\r\n\t\n"]) {
      expect(parseRecipeInstructions(text)).toEqual({ yield: null, ingredients: [], steps: [] });
    }
  });

  it("reads every sample recipe into its ingredients and numbered steps", () => {
    for (const recipe of sampleRecipes) {
      const parsed = parseRecipeInstructions(recipe.instructions);
      expect(parsed.yield, recipe.title).toMatch(/^\d+ (personas|coctel)$/);
      expect(parsed.ingredients.length, recipe.title).toBeGreaterThanOrEqual(5);
      const numbered = recipe.instructions.split("\n").filter((line) => /^\d+\. /.test(line));
      expect(parsed.steps, recipe.title).toEqual(
        numbered.map((line) => line.replace(/^\d+\. /, "")),
      );
    }
  });

  it("keeps free text that mentions a number followed by a period", () => {
    const steps = parseRecipeInstructions("Hornea 25 minutos y deja enfriar 10. Sirve frío.").steps;
    expect(steps.join(" ")).toContain("Hornea 25 minutos");
  });
});

describe("recipeJsonLd", () => {
  const recipe = {
    id: 7,
    title: "Alitas glaseadas con miel picosa",
    description: "Alitas al horno con un glaseado dulce y picante.",
    instructions: "Ingredientes (4 personas): alitas, miel picosa.\n1. Hornea.\n2. Glasea.",
  };

  it("describes the recipe in schema.org terms, in Mexican Spanish, with absolute URLs", () => {
    expect(recipeJsonLd(recipe, "/images/receta-alitas-miel-picosa.webp", brandName)).toEqual({
      "@type": "Recipe",
      "@id": "https://mielpicosa.example/recipes#receta-7",
      name: "Alitas glaseadas con miel picosa",
      description: "Alitas al horno con un glaseado dulce y picante.",
      image: ["https://mielpicosa.example/images/receta-alitas-miel-picosa.webp"],
      author: {
        "@type": "Organization",
        name: "Miel Picosa de Hidalgo",
        url: "https://mielpicosa.example",
      },
      recipeYield: "4 personas",
      recipeIngredient: ["alitas", "miel picosa"],
      recipeInstructions: [
        { "@type": "HowToStep", text: "Hornea." },
        { "@type": "HowToStep", text: "Glasea." },
      ],
      inLanguage: "es-MX",
    });
  });

  it("keeps an absolute image URL as it is", () => {
    expect(recipeJsonLd(recipe, "https://cdn.example/alitas.jpg", brandName).image).toEqual([
      "https://cdn.example/alitas.jpg",
    ]);
  });

  it("leaves out the image, yield and ingredients it does not have", () => {
    const data = recipeJsonLd({ ...recipe, instructions: "Hornea.\nGlasea." }, null, brandName);
    expect(Object.keys(data)).not.toContain("image");
    expect(Object.keys(data)).not.toContain("recipeYield");
    expect(Object.keys(data)).not.toContain("recipeIngredient");
    expect(data.recipeInstructions).toEqual([
      { "@type": "HowToStep", text: "Hornea." },
      { "@type": "HowToStep", text: "Glasea." },
    ]);
  });

  it("answers an empty list of steps for empty instructions", () => {
    expect(recipeJsonLd({ ...recipe, instructions: "" }, "", brandName).recipeInstructions).toEqual(
      [],
    );
  });
});
