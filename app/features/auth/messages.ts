export * from "~/platform/auth-messages"; // moved: remove at the end of the round
