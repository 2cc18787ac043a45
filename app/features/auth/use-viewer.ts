export * from "~/platform/use-viewer"; // moved: remove at the end of the round
