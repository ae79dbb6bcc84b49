import { advisoryAgenda } from "~/content/advisory";
import { ADVISORY_CALL_MINUTES } from "~/content/advisory-call";

/** The minute each agenda step starts at. */
const startMinutes = advisoryAgenda.map((_, index) =>
  advisoryAgenda.slice(0, index).reduce((total, step) => total + step.minutes, 0),
);

/** The call minute by minute: a vertical timeline. */
export function CallAgenda() {
  return (
    <ol className="relative ml-5 max-w-3xl space-y-8 border-l-2 border-border pl-8 sm:mx-auto">
      {advisoryAgenda.map((step, index) => {
        const from = startMinutes[index]!;
        return (
          <li key={step.title} className="relative">
            <span
              aria-hidden
              className="absolute top-0 -left-[3.05rem] grid size-9 place-items-center rounded-full bg-gradient-to-br from-purple-600 to-cyan-600 text-sm font-bold text-white ring-4 ring-background"
            >
              {index + 1}
            </span>
            <p className="text-sm font-semibold text-text-cyan">
              Minutes {from}–{from + step.minutes} of {ADVISORY_CALL_MINUTES}
            </p>
            <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
            <p className="mt-1 text-muted-foreground">{step.description}</p>
          </li>
        );
      })}
    </ol>
  );
}
