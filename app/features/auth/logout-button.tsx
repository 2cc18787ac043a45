export * from "~/platform/logout-button"; // moved: remove at the end of the round
