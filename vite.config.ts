import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { watch: { ignored: ["**/data/**", "**/build/**", "**/.test-build/**"] } },
  // Browser build only: fewer, larger requests for what every page loads (issue 12 item 5: the
  // landing page fetched 51 files). React, React DOM and React Router become one chunk; the root
  // route's shell (header, footer, toasts, SEO head) and everything it imports, another. Both are
  // on every page, so merging them wastes no bytes; route code keeps the automatic splitting.
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "react",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                  priority: 10,
                },
                {
                  name: "shell",
                  test: /[\\/]app[\\/](shell[\\/]|ui[\\/](site-header|site-footer|lawyer-header|layout-paths|toast|navigation-status|nonce|social-links|cx)\.|features[\\/](seo[\\/](seo-head|json-ld|canonical|structured-data)\.|errors[\\/]support-code\.|admin[\\/]seo-defaults\.|analysis[\\/]revalidation\.|auth[\\/]flash-toast\.)|platform[\\/]flash-toast\.)/,
                  priority: 5,
                },
              ],
            },
          },
        },
      },
}));
