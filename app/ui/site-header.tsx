export * from "~/shell/site-header"; // moved: remove at the end of the round
