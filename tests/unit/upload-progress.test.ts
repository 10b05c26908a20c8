import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UploadProgress } from "../../app/components/admin/UploadProgress";

const render = (phase: "uploading" | "processing", fraction = 0) =>
  renderToStaticMarkup(
    createElement(UploadProgress, { id: "p", status: { phase, index: 0, count: 1, fraction } }),
  );

describe("UploadProgress", () => {
  it("draws the bar in the admin's honey colours, not the browser's default", () => {
    const html = render("uploading", 0.42);
    expect(html).toContain("Subiendo imagen: 42%");
    const classes =
      /<progress[^>]*class="([^"]*)"/.exec(html)?.[1]?.replaceAll("&amp;", "&").split(" ") ?? [];
    for (const name of [
      "appearance-none",
      "rounded-full",
      "bg-honey-100",
      "accent-honey-700",
      "[&::-webkit-progress-value]:bg-honey-700",
      "[&::-moz-progress-bar]:bg-honey-700",
    ]) {
      expect(classes).toContain(name);
    }
    expect(html).toMatch(/<div role="status" class="[^"]*border-honey-200[^"]*bg-honey-50/);
  });

  it("has no value while the server works, so the bar shows busy", () => {
    expect(render("processing")).not.toMatch(/<progress[^>]*value=/);
  });
});
