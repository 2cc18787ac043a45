export * from "~/platform/guards.server"; // moved: remove at the end of the round
