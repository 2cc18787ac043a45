export * from "~/platform/viewer"; // moved: remove at the end of the round
