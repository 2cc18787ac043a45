import { describe, expect, it } from "vitest";
import {
  describeCycles,
  featureCycles,
  featureImports,
  featureOf,
  stronglyConnected,
} from "./feature-cycles.mjs";

/** dependency-cruiser's modules from `{ file: [imported files] }`. */
const modules = (graph) =>
  Object.entries(graph).map(([source, targets]) => ({
    source,
    dependencies: targets.map((resolved) => ({ resolved })),
  }));

const f = (folder, file) => `app/features/${folder}/${file}`;

describe("featureOf", () => {
  it("names the folder of a feature file and nothing else", () => {
    expect(featureOf(f("history", "record.ts"))).toBe("history");
    expect(featureOf(f("lawyer", "cases/list.tsx"))).toBe("lawyer");
    expect(featureOf("app/platform/dates.ts")).toBeNull();
    expect(featureOf("app/features/readme.md")).toBeNull();
  });

  it("leaves tests and test helpers out, as .dependency-cruiser.cjs does", () => {
    expect(featureOf(f("history", "record.test.ts"))).toBeNull();
    expect(featureOf(f("import", "test-support/pdf-node.ts"))).toBeNull();
    expect(featureOf(f("import", "hiscon-fixture.ts"))).toBeNull();
  });
});

describe("featureCycles", () => {
  it("finds a cycle through three folders and names one import per edge", () => {
    const imports = featureImports(
      modules({
        [f("analysis", "home.tsx")]: [f("history", "record.ts"), f("analysis", "result.tsx")],
        [f("analysis", "dashboard.tsx")]: [f("history", "texts.ts")],
        [f("history", "page.tsx")]: [f("recovery", "panel.tsx")],
        [f("recovery", "endpoint.ts")]: [f("analysis", "schema.ts"), "app/platform/form.ts"],
        [f("landing", "page.tsx")]: [f("analysis", "home.tsx")],
      }),
    );
    const cycles = featureCycles(imports);
    expect(cycles).toEqual([
      {
        folders: ["analysis", "history", "recovery"],
        edges: [
          {
            from: "analysis",
            to: "history",
            fromFile: f("analysis", "dashboard.tsx"),
            toFile: f("history", "texts.ts"),
            count: 2,
          },
          {
            from: "history",
            to: "recovery",
            fromFile: f("history", "page.tsx"),
            toFile: f("recovery", "panel.tsx"),
            count: 1,
          },
          {
            from: "recovery",
            to: "analysis",
            fromFile: f("recovery", "endpoint.ts"),
            toFile: f("analysis", "schema.ts"),
            count: 1,
          },
        ],
      },
    ]);
    const message = describeCycles(cycles);
    expect(message).toContain("analysis, history, recovery");
    expect(message).toContain(
      `recovery → analysis: ${f("recovery", "endpoint.ts")} → ${f("analysis", "schema.ts")}`,
    );
    expect(message).toContain("(and 1 more import)");
    expect(message).not.toContain("landing");
  });

  it("finds two separate two-way ties as two cycles", () => {
    const cycles = featureCycles(
      featureImports(
        modules({
          [f("a", "x.ts")]: [f("b", "x.ts")],
          [f("b", "y.ts")]: [f("a", "y.ts")],
          [f("c", "x.ts")]: [f("d", "x.ts"), f("a", "x.ts")],
          [f("d", "y.ts")]: [f("c", "y.ts")],
        }),
      ),
    );
    expect(cycles.map((cycle) => cycle.folders)).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("passes folders that depend one way, and ignores imports inside a folder and from tests", () => {
    const imports = featureImports(
      modules({
        [f("landing", "page.tsx")]: [f("analysis", "home.tsx"), f("billing", "cards.tsx")],
        [f("lawyer", "cases.ts")]: [f("history", "summary.ts"), f("analysis", "record.ts")],
        [f("history", "page.tsx")]: [f("analysis", "result.tsx"), f("account", "ids.ts")],
        [f("analysis", "home.tsx")]: [f("analysis", "record.ts"), f("billing", "plans.ts")],
        [f("analysis", "home.test.tsx")]: [f("history", "page.tsx"), f("landing", "page.tsx")],
        [f("account", "page.tsx")]: [f("billing", "plans.ts"), "app/platform/viewer.ts"],
      }),
    );
    expect(imports.some(({ fromFile }) => fromFile.endsWith(".test.tsx"))).toBe(false);
    expect(featureCycles(imports)).toEqual([]);
  });
});

describe("stronglyConnected", () => {
  it("walks a long chain and a long ring without overflowing the stack", () => {
    const chain = Array.from({ length: 20_000 }, (_, i) => ({ from: `n${i}`, to: `n${i + 1}` }));
    expect(stronglyConnected(chain)).toHaveLength(20_001);
    const ring = [...chain, { from: "n20000", to: "n0" }];
    const components = stronglyConnected(ring);
    expect(components).toHaveLength(1);
    expect(components[0]).toHaveLength(20_001);
  });
});
