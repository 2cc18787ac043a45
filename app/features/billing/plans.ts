export * from "~/domain/plans"; // moved: remove at the end of the round
