// GET /robots.txt: crawlers stay out of private and paywalled paths and find the sitemap.
import { env } from "~/env.server";
import { robotsTxt } from "./public-pages";

export function loader() {
  return new Response(robotsTxt(env().APP_URL), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
