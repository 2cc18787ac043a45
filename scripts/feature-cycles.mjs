// Feature folders depend one way (DESIGN §8.16, docs/decisions/014-feature-folders-acyclic.md):
// no folder under app/features/ may import one that imports it back, directly or through others.
// Pure graph work over dependency-cruiser's modules; scripts/lint-feature-cycles.mjs runs it.

/** Files that are tests or test helpers: the same pattern as TESTS in .dependency-cruiser.cjs. */
export const TESTS = /(^tests\/|\.test\.tsx?$|\/test-support|-fixture\.ts$)/;

const FEATURE = /^app\/features\/([^/]+)\//;

/**
 * The feature folder a file belongs to ("analysis" for app/features/analysis/x.ts), or null for
 * files outside app/features/ and for tests.
 * @param {string} path
 */
export function featureOf(path) {
  if (TESTS.test(path)) return null;
  return FEATURE.exec(path)?.[1] ?? null;
}

/**
 * Imports between different feature folders, one per file pair.
 * @param {{ source: string, dependencies: { resolved: string }[] }[]} modules dependency-cruiser's
 * @returns {{ from: string, to: string, fromFile: string, toFile: string }[]}
 */
export function featureImports(modules) {
  const imports = [];
  for (const module of modules) {
    const from = featureOf(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = featureOf(dependency.resolved);
      if (to && to !== from) {
        imports.push({ from, to, fromFile: module.source, toFile: dependency.resolved });
      }
    }
  }
  return imports;
}

/**
 * Strongly connected components (Tarjan), each sorted, in a stable order; single nodes included.
 * @param {{ from: string, to: string }[]} edges
 * @returns {string[][]}
 */
export function stronglyConnected(edges) {
  /** @type {Map<string, string[]>} */
  const next = new Map();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from).push(to);
  }
  const nodes = [...next.keys()].sort();
  for (const targets of next.values()) targets.sort();

  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];

  // Iterative, so a long chain cannot overflow the call stack.
  for (const root of nodes) {
    if (index.has(root)) continue;
    const work = [{ node: root, child: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = next.get(frame.node);
      if (frame.child < targets.length) {
        const target = targets[frame.child++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, child: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component.sort());
      }
    }
  }
  return components.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * The cycles among feature folders: each group of folders that reach one another, with every
 * folder-to-folder edge inside it and one concrete import that makes it (the first file pair in
 * path order), so a developer knows what to move. Empty when the folders depend one way.
 * @param {{ from: string, to: string, fromFile: string, toFile: string }[]} imports
 * @returns {{ folders: string[], edges: { from: string, to: string, fromFile: string, toFile: string, count: number }[] }[]}
 */
export function featureCycles(imports) {
  const cycles = [];
  for (const folders of stronglyConnected(imports)) {
    if (folders.length < 2) continue;
    const inside = new Set(folders);
    /** @type {Map<string, { from: string, to: string, fromFile: string, toFile: string, count: number }>} */
    const edges = new Map();
    const sorted = imports
      .filter(({ from, to }) => inside.has(from) && inside.has(to))
      .sort((a, b) => a.fromFile.localeCompare(b.fromFile) || a.toFile.localeCompare(b.toFile));
    for (const edge of sorted) {
      const key = `${edge.from}\u0000${edge.to}`;
      const known = edges.get(key);
      if (known) known.count++;
      else edges.set(key, { ...edge, count: 1 });
    }
    cycles.push({
      folders,
      edges: [...edges.values()].sort(
        (a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to),
      ),
    });
  }
  return cycles;
}

/**
 * The lint's message: each cycle's folders, then each edge inside it with one import to move.
 * @param {ReturnType<typeof featureCycles>} cycles
 */
export function describeCycles(cycles) {
  const lines = [
    `Feature folders that import one another (${cycles.length} cycle${cycles.length === 1 ? "" : "s"}; DESIGN §8.16, docs/decisions/014-feature-folders-acyclic.md):`,
  ];
  for (const { folders, edges } of cycles) {
    lines.push("", `  ${folders.join(", ")}`);
    for (const edge of edges) {
      const more =
        edge.count > 1 ? ` (and ${edge.count - 1} more import${edge.count > 2 ? "s" : ""})` : "";
      lines.push(`    ${edge.from} → ${edge.to}: ${edge.fromFile} → ${edge.toFile}${more}`);
    }
  }
  lines.push(
    "",
    "Cut one edge of each cycle: move what the import needs down (app/platform, app/services,",
    "app/domain) or into the folder that imports it, so that the folders depend one way.",
  );
  return lines.join("\n");
}
