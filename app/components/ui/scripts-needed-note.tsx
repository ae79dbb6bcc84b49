import { canonicalPath } from "~/content/page-paths";

/**
 * Shown only when scripts are off, above a widget that needs them: says so and leads to the
 * page's price tables and to the contact form. CSS alone shows it, so with scripts it takes no
 * room and nothing moves when the widget wakes.
 */
export function ScriptsNeededNote({
  widget,
  priceTables,
}: {
  widget: string;
  priceTables: string;
}) {
  return (
    <p
      data-scripts-needed
      className="mx-auto mb-8 hidden max-w-3xl rounded-xl border border-border bg-muted px-4 py-3 text-center text-sm noscript:block"
    >
      The {widget} needs JavaScript, which is off in this browser. See the{" "}
      <a href={priceTables} className="font-medium underline underline-offset-4">
        price tables
      </a>{" "}
      or write to us with the{" "}
      <a href={canonicalPath("contact")} className="font-medium underline underline-offset-4">
        contact form
      </a>
      .
    </p>
  );
}
