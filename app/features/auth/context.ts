export * from "~/platform/context"; // moved: remove at the end of the round
