export * from "~/platform/paid-plan-notice"; // moved: remove at the end of the round
