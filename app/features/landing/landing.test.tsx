// DESIGN D25, §7.3: on a fresh install (empty database) the landing shows no "0 análises" and no
// empty figures; figures appear once there is something real to show.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Landing } from "./landing";
import { landingContent } from "./landing.server";

function render(stats: { analyses: number; monthsCovered: number }) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <Landing
          content={landingContent()}
          latestPost={null}
          stats={{ ...stats, firstMonth: null, lastMonth: null }}
          videoUrl={null}
          plans={null}
          freshness="Dados do Banco Central até jul/2025"
        />
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("landing figures", () => {
  it("shows no figures section on an empty database", () => {
    const html = render({ analyses: 0, monthsCovered: 0 });
    expect(html).not.toContain("Nossos números");
    expect(html).not.toContain("Análises feitas no RevisaFácil");
    expect(html).not.toContain("Depoimentos");
  });

  it("shows the months of BCB data but not a zero count of analyses", () => {
    const html = render({ analyses: 0, monthsCovered: 173 });
    expect(html).toContain("Meses de taxas oficiais do Banco Central");
    expect(html).toContain(">173<");
    expect(html).not.toContain("Análises feitas no RevisaFácil");
  });

  it("shows the count of analyses once there is one", () => {
    const html = render({ analyses: 1234, monthsCovered: 173 });
    expect(html).toContain("Análises feitas no RevisaFácil");
    expect(html).toContain(">1.234<");
  });
});
