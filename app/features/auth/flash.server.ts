export * from "~/platform/flash.server"; // moved: remove at the end of the round
