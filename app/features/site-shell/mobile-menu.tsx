import { type ReactNode, Suspense, lazy, useRef, useState } from "react";

const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(loadPanel);

/**
 * The small-screen menu toggle. The menu itself is a separate chunk, fetched when the visitor
 * reaches for the toggle (pointer, touch or focus), so desktop visitors never download it.
 * `icon` is the toggle's icon, rendered on the server, so the island carries no icon code.
 */
export function MobileMenu({ path, icon }: { path: string; icon?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        onPointerEnter={loadPanel}
        onTouchStart={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="inline-flex size-10 cursor-pointer items-center justify-center rounded-lg text-foreground hover:bg-accent lg:hidden"
      >
        {icon}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            path={path}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={toggleRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
