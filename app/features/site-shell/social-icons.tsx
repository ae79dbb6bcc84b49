import type { SocialNetwork } from "~/config/site";

// Brand marks of the social networks (single-path glyphs, 24×24), one cached file of symbols
// rather than paths repeated in every page's footer (see decision 004). Never inlined: a
// `<use>` may not point at a data URL.
import spriteUrl from "./social-icons.svg?no-inline";

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <use href={`${spriteUrl}#${network.toLowerCase()}`} />
    </svg>
  );
}
