import type { ReactNode } from "react";

/** Purple-to-cyan gradient text for a highlighted phrase inside a heading. */
export function GradientText({ children }: { children: ReactNode }) {
  return (
    <span className="bg-gradient-to-r from-text-purple to-text-cyan bg-clip-text text-transparent">
      {children}
    </span>
  );
}
