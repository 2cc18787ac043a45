export * from "~/shell/layout-paths"; // moved: remove at the end of the round
