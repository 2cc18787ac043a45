// GET /sitemap.xml (DESIGN §7.13): the public pages, absolute on APP_URL.
import { env } from "~/env.server";
import { sitemapXml } from "./public-pages";

export function loader() {
  return new Response(sitemapXml(env().APP_URL), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
