import AlertCircle from "lucide-react/icons/circle-exclamation-point";

import { PageHero } from "~/components/ui/page-hero";

/**
 * The answer to a form post the server refused, when the browser posted it itself (no script
 * ran). The server fills the slot below with that post's problems and a link back to its form;
 * opened on its own, the page just says what it is for.
 */
export function FormProblems() {
  return (
    <PageHero
      eyebrow={
        <>
          <AlertCircle aria-hidden className="size-4" />
          Nothing was sent yet
        </>
      }
      title="Please check the form"
      intro="Something in the form needs your attention before we can send it. Go back to the form, fix what is listed below and send it again."
    >
      <div className="mx-auto mt-10 max-w-xl">
        {/* Filled by the server for each refused post (see server/pages/form-problems.tsx). */}
        <div id="form-problems" />
      </div>
    </PageHero>
  );
}
