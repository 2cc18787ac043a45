export * from "~/platform/flash-toast"; // moved: remove at the end of the round
