import { describe } from "vitest";
import { engineSuite } from "../support/engines/engine-suite";
import { smokeScenarios } from "../support/engines/smoke-scenarios";
import { launchWebKit } from "../support/engines/webkit";

// WebKit keeps the session's Secure cookie only from an https address, even on localhost.
const suite = engineSuite(launchWebKit, { https: true });

describe("the site in WebKit", () => {
  smokeScenarios(suite);
});
