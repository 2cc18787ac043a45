export * from "../../../content/blog/categories"; // moved: remove at the end of the round
