export * from "../../server/seed"; // moved: remove at the end of the round
