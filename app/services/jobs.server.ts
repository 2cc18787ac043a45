export * from "../../server/jobs"; // moved: remove at the end of the round
