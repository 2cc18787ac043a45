import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Lets tests build into their own folder so parallel runs never share one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: { v8_middleware: true },
} satisfies Config;
