export * from "~/platform/response-headers.server"; // moved: remove at the end of the round
