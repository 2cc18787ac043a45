export * from "~/shell/lawyer-header"; // moved: remove at the end of the round
