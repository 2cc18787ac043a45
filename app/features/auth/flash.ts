export * from "~/platform/flash"; // moved: remove at the end of the round
