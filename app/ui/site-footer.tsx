export * from "~/shell/site-footer"; // moved: remove at the end of the round
