import { cn } from "~/lib/utils";

/** Caps from the brand's motion rules: hero background, a single component, the form section. */
export const PARTICLE_CAPS = { hero: 20, component: 10, form: 25 } as const;

export type ParticleArea = keyof typeof PARTICLE_CAPS;

/** Deterministic pseudo-random numbers, so the prerendered HTML and the hydrated DOM agree. */
function seeded(index: number, salt: number): number {
  const x = Math.sin(index * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

/**
 * Decorative floating dots behind a section. Hidden from assistive technology and removed
 * entirely under `prefers-reduced-motion` (see app.css).
 */
export function FloatingParticles({
  area,
  count,
  className,
}: {
  area: ParticleArea;
  count?: number;
  className?: string;
}) {
  const total = Math.min(count ?? PARTICLE_CAPS[area], PARTICLE_CAPS[area]);
  return (
    <div
      aria-hidden
      data-particles={area}
      className={cn("pointer-events-none absolute inset-0 overflow-hidden", className)}
    >
      {Array.from({ length: total }, (_, index) => {
        const size = 2 + Math.round(seeded(index, 1) * 4);
        return (
          <span
            key={index}
            data-particle
            className={cn(
              "absolute animate-float rounded-full",
              index % 2 === 0 ? "bg-brand-purple/60" : "bg-brand-cyan/60",
            )}
            style={{
              left: `${(seeded(index, 2) * 100).toFixed(2)}%`,
              top: `${(seeded(index, 3) * 100).toFixed(2)}%`,
              width: size,
              height: size,
              animationDelay: `${(seeded(index, 4) * -9).toFixed(2)}s`,
              animationDuration: `${(7 + seeded(index, 5) * 6).toFixed(2)}s`,
            }}
          />
        );
      })}
    </div>
  );
}
