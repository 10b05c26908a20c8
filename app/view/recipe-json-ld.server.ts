import { currentSiteUrl } from "~/shared/site-url";
import { absoluteUrl } from "~/view/seo";

export interface RecipeForJsonLd {
  id: number;
  title: string;
  description: string;
  instructions: string;
}

const INGREDIENTS_LINE = /^ingredientes\s*(?:\(([^)]*)\))?\s*:\s*(.+)$/i;
const NUMBERED_STEP = /^\d{1,2}[.)]\s+(.+)$/;
/** Where a new numbered step starts inside one line ("… 2. Mezcla …"). */
const INLINE_STEP_BREAK = /\s+(?=\d{1,2}[.)]\s+\S)/;

export interface ParsedInstructions {
  /** The parenthesis of an "Ingredientes (4 personas): …" line. */
  yield: string | null;
  ingredients: string[];
  steps: string[];
}

/**
 * Reads the free text the admin writes: an optional "Ingredientes (…): a,
 * b, c" line, then steps one per line or numbered ("1. …"). When there are
 * numbered steps, only they are steps (closing remarks are left out);
 * otherwise every other line is one.
 */
export function parseRecipeInstructions(text: string): ParsedInstructions {
  let recipeYield: string | null = null;
  let ingredients: string[] = [];
  const lines: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const ingredientsMatch = INGREDIENTS_LINE.exec(line);
    if (ingredientsMatch && ingredients.length === 0) {
      recipeYield = ingredientsMatch[1]?.trim() || null;
      ingredients = (ingredientsMatch[2] ?? "")
        .replace(/\.$/, "")
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);
      continue;
    }
    // Only a numbered line holds more steps: "deja enfriar 10. Sirve" is one sentence.
    lines.push(...(NUMBERED_STEP.test(line) ? line.split(INLINE_STEP_BREAK) : [line]));
  }
  const numbered = lines.flatMap((line) => {
    const match = NUMBERED_STEP.exec(line);
    return match?.[1] ? [match[1].trim()] : [];
  });
  return { yield: recipeYield, ingredients, steps: numbered.length > 0 ? numbered : lines };
}

/** schema.org Recipe of one recipe of /recipes. */
export function recipeJsonLd(
  recipe: RecipeForJsonLd,
  imageSrc: string | null,
  brandName: string,
): Record<string, unknown> {
  const parsed = parseRecipeInstructions(recipe.instructions);
  return {
    "@type": "Recipe",
    "@id": absoluteUrl(`/recipes#receta-${recipe.id}`),
    name: recipe.title,
    description: recipe.description,
    ...(imageSrc ? { image: [absoluteUrl(imageSrc)] } : {}),
    author: { "@type": "Organization", name: brandName, url: currentSiteUrl() },
    ...(parsed.yield ? { recipeYield: parsed.yield } : {}),
    ...(parsed.ingredients.length > 0 ? { recipeIngredient: parsed.ingredients } : {}),
    recipeInstructions: parsed.steps.map((step) => ({ "@type": "HowToStep", text: step })),
    inLanguage: "es-MX",
  };
}
