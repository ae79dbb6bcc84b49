import CalendarDays from "lucide-react/icons/calendar-days";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";

import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { SiteLink } from "~/components/ui/site-link";
import { ThemeToggle } from "~/components/ui/theme-toggle";
import { site } from "~/config/site";
import { contactEmails } from "~/content/contact";
import { type NavigationDropdown, resourcesMenu, servicesMenu } from "~/content/navigation";
import { canonicalPath } from "~/content/page-paths";

import { SocialIcon } from "./social-icons";
import { Wordmark } from "./wordmark";

const BUILD_YEAR = new Date().getFullYear();

function LinkColumn({ path, menu }: { path: string; menu: NavigationDropdown }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider uppercase">{menu.title}</h2>
      <ul className="mt-4 space-y-3">
        {menu.items.map((item) => (
          <li key={item.href}>
            <SiteLink
              to={item.href}
              from={path}
              className="text-sm text-muted-foreground transition-colors hover:text-foreground"
            >
              {item.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The site's footer; `path` is the page it is on. Its one control, the theme toggle, works
 * through the head's theme script from the first paint.
 */
export function Footer({ path }: { path: string }) {
  return (
    <footer id="site-footer" data-site-footer className="border-t border-border bg-background">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Wordmark path={path} />
          <p className="mt-4 max-w-xs text-sm text-muted-foreground">
            {site.tagline}. Onboarding, RevOps, websites, apps and an AI trainer for your team.
          </p>
          <ul className="mt-5 flex gap-2" aria-label="Social media">
            {site.social.map((profile) => (
              <li key={profile.name}>
                <ExternalLink
                  href={profile.href}
                  aria-label={`${site.brand} on ${profile.name} (opens in a new tab)`}
                  className="grid size-10 place-items-center rounded-lg border border-border text-muted-foreground transition-colors hover:border-purple-400 hover:text-foreground"
                >
                  <SocialIcon network={profile.name} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn path={path} menu={servicesMenu} />
        <LinkColumn path={path} menu={resourcesMenu} />
        <div>
          <h2 className="text-sm font-semibold tracking-wider uppercase">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm text-muted-foreground">
            {contactEmails.map(({ address }) => (
              <li key={address}>
                <a
                  href={`mailto:${address}`}
                  className="inline-flex items-center gap-2 transition-colors hover:text-foreground"
                >
                  <Mail aria-hidden className="size-4" />
                  {address}
                </a>
              </li>
            ))}
            <li className="inline-flex items-center gap-2">
              <MapPin aria-hidden className="size-4" />
              {site.cityLine}
            </li>
          </ul>
          <Button asChild variant="gradient" className="mt-5">
            <ExternalLink href={site.bookingUrl}>
              <CalendarDays aria-hidden className="size-4" />
              Book a Call
            </ExternalLink>
          </Button>
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <p>
            © <span data-current-year>{BUILD_YEAR}</span> {site.brand}. All rights reserved.
          </p>
          <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 whitespace-nowrap">
            <SiteLink to={canonicalPath("privacy")} from={path} className="hover:text-foreground">
              Privacy Policy
            </SiteLink>
            <SiteLink to={canonicalPath("terms")} from={path} className="hover:text-foreground">
              Terms of Service
            </SiteLink>
            <ThemeToggle />
          </div>
        </div>
      </div>
    </footer>
  );
}
