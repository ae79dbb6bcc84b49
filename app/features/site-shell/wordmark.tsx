import Sparkles from "lucide-react/icons/sparkles";

import { SiteLink } from "~/components/ui/site-link";
import { site } from "~/config/site";

/** The brand's name and mark, linking home; `path` is the page it is on. */
export function Wordmark({ path }: { path: string }) {
  return (
    <SiteLink
      to="/"
      from={path}
      className="inline-flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight"
      aria-label={`${site.brand} home`}
    >
      <span className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-purple-600 to-cyan-600 text-white shadow-lg shadow-purple-500/30">
        <Sparkles aria-hidden className="size-4" />
      </span>
      <span className="bg-gradient-to-r from-text-purple to-text-cyan bg-clip-text text-transparent">
        {site.brand}
      </span>
    </SiteLink>
  );
}
