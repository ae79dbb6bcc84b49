// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { SiteLink } from "~/components/ui/site-link";
import { prefetchedPaths } from "~/content/navigation";
import { canonicalPath } from "~/content/page-paths";
import { PREFETCHED_LINK, isPrefetched, prefetchRules } from "~/lib/prefetch";

describe("isPrefetched", () => {
  it("fetches the most visited pages ahead, whatever the link's query or hash", () => {
    for (const path of prefetchedPaths) {
      expect(isPrefetched(path)).toBe(true);
      expect(isPrefetched(`${path}?from=menu#top`)).toBe(true);
    }
  });

  it("leaves every other link alone", () => {
    for (const path of [canonicalPath("contact"), canonicalPath("sales-resources"), "#pricing"]) {
      expect(isPrefetched(path)).toBe(false);
    }
  });
});

describe("prefetchRules", () => {
  /** The links a page's rules select, of those SiteLink renders for `paths`. */
  function selected(paths: string[]) {
    document.body.innerHTML = renderToStaticMarkup(
      <>
        {paths.map((to) => (
          <SiteLink key={to} to={to} from="/privacy">
            {to}
          </SiteLink>
        ))}
      </>,
    );
    const rules = JSON.parse(prefetchRules) as {
      prefetch: { source: string; where: { selector_matches: string }; eagerness: string }[];
    };
    expect(rules.prefetch).toHaveLength(1);
    return [...document.querySelectorAll(rules.prefetch[0]!.where.selector_matches)].map(
      (link) => link.textContent,
    );
  }

  it("select exactly the links SiteLink marks, fetched as the pointer rests on them", () => {
    const others = [canonicalPath("contact"), canonicalPath("sales-resources")];
    expect(selected([...prefetchedPaths, ...others])).toEqual([...prefetchedPaths]);
    expect(JSON.parse(prefetchRules)).toMatchObject({
      prefetch: [
        { source: "document", where: { selector_matches: PREFETCHED_LINK }, eagerness: "moderate" },
      ],
    });
  });
});
