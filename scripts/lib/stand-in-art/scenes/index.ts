import { chiliSaltScenes } from "./chili-salt";
import { driedChiliScenes } from "./dried-chilies";
import { heroScenes } from "./hero-honey-jars";
import { hotSauceScenes } from "./hot-sauce";
import { landscapeScenes } from "./landscapes";
import { limitedBatchScenes } from "./limited-batch";
import { logoScenes } from "./logo";
import { pairingBoxScenes } from "./pairing-box";
import { rawHoneyJarScenes } from "./raw-honey-jars";
import { cheeseBoardRecipeScenes } from "./recipe-cheese-board";
import { elotesRecipeScenes } from "./recipe-elotes";
import { mezcalitaRecipeScenes } from "./recipe-mezcalita";
import { wingsRecipeScenes } from "./recipe-wings";
import { type Scene } from "./scene";
import { smokingRackScenes } from "./smoking-rack";
import { spicyHoneyJarScenes } from "./spicy-honey-jars";

export { fallbackScene } from "./fallback";
export { type Scene } from "./scene";

/** Every scene of its own, by the name of its entry in `sampleImages`. */
export const scenes: Record<string, Scene> = {
  ...spicyHoneyJarScenes,
  ...driedChiliScenes,
  ...rawHoneyJarScenes,
  ...hotSauceScenes,
  ...chiliSaltScenes,
  ...limitedBatchScenes,
  ...pairingBoxScenes,
  ...heroScenes,
  ...landscapeScenes,
  ...smokingRackScenes,
  ...logoScenes,
  ...cheeseBoardRecipeScenes,
  ...wingsRecipeScenes,
  ...mezcalitaRecipeScenes,
  ...elotesRecipeScenes,
};
