import { describe } from "vitest";
import { engineSuite, smokeScenarios } from "../support/engines/smoke-scenarios";
import { launchWebKit } from "../support/engines/webkit";

const suite = engineSuite(launchWebKit);

describe("the site in WebKit", () => {
  smokeScenarios(suite);
});
