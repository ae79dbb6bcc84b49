import { describe, expect, it } from "vitest";

import { prefetchedPaths } from "~/content/navigation";
import { canonicalPath } from "~/content/page-paths";
import { prefetchStrategy } from "~/lib/prefetch";

describe("prefetchStrategy", () => {
  it("fetches the most visited pages on hover, whatever the link's query or hash", () => {
    for (const path of prefetchedPaths) {
      expect(prefetchStrategy(path)).toBe("hover");
      expect(prefetchStrategy(`${path}?from=menu#top`)).toBe("hover");
    }
  });

  it("leaves every other link alone", () => {
    for (const path of [canonicalPath("contact"), canonicalPath("sales-resources"), "#pricing"]) {
      expect(prefetchStrategy(path)).toBeUndefined();
    }
  });
});
