import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import { Link, NavLink } from "react-router";

import {
  type NavigationDropdown,
  headerLinks,
  resourcesMenu,
  servicesMenu,
} from "~/content/navigation";
import { cn } from "~/lib/utils";

import { MobileMenu } from "./mobile-menu";
import { Wordmark } from "./wordmark";

const topLinkClasses =
  "inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium text-foreground/85 transition-colors hover:bg-accent hover:text-accent-foreground aria-[current=page]:text-text-purple";

function Dropdown({ menu }: { menu: NavigationDropdown }) {
  return (
    <NavigationMenu.Item className="relative">
      <NavigationMenu.Trigger
        className={cn(topLinkClasses, "group cursor-pointer gap-1 data-[state=open]:bg-accent")}
      >
        {menu.title}
        <ChevronDown
          aria-hidden
          className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute top-full left-1/2 mt-2 w-[32rem] -translate-x-1/2 rounded-2xl border border-border bg-popover p-3 text-popover-foreground shadow-2xl data-[state=open]:animate-[fade-up_0.2s_ease-out]">
        <ul className="grid grid-cols-2 gap-1">
          {menu.items.map((item) => (
            <li key={item.href}>
              <NavigationMenu.Link asChild>
                <Link
                  to={item.href}
                  className="block rounded-xl p-3 transition-colors hover:bg-accent focus-visible:bg-accent"
                >
                  <span className="block text-sm font-semibold">{item.title}</span>
                  <span className="mt-1 block text-xs leading-snug text-muted-foreground">
                    {item.description}
                  </span>
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

function TopLink({ title, href }: { title: string; href: string }) {
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Link asChild>
        <NavLink to={href} className={topLinkClasses}>
          {title}
        </NavLink>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}

export function Header() {
  return (
    <header
      data-site-header
      className="fixed inset-x-0 top-0 z-40 border-b border-border bg-header backdrop-blur-xl"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Wordmark />
        <NavigationMenu.Root aria-label="Main" className="hidden lg:block" delayDuration={100}>
          <NavigationMenu.List className="flex items-center gap-1">
            <TopLink {...headerLinks.softwareReps} />
            <TopLink {...headerLinks.aiTrainer} />
            <Dropdown menu={servicesMenu} />
            <Dropdown menu={resourcesMenu} />
            <TopLink {...headerLinks.contact} />
          </NavigationMenu.List>
        </NavigationMenu.Root>
        <MobileMenu />
      </div>
    </header>
  );
}
