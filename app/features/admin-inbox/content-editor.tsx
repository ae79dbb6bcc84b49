import { type ReactNode, useId, useState } from "react";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ADMIN_PATHS } from "~/lib/admin-api";
import {
  CONTENT_API,
  type ContentHistoryAnswer,
  type ContentItemAnswer,
  contentKindGroups,
  contentPreviewPath,
  contentTitles,
} from "~/lib/content-api";
import {
  type ContentKindId,
  type ContentOf,
  type FieldProblem,
  checkContent,
  contentKinds,
  isContentKind,
} from "~/lib/content-kinds";

import { AdminRequestError, SignedOutError, adminRequest } from "./admin-client";
import { CONTENT_HEADING } from "./admin-headings";
import { AiTrainerOfferForm, AiTrainerPlansForm } from "./ai-trainer-forms";
import { AiTrainerPlanCopyForm } from "./ai-trainer-plan-copy-form";
import {
  type FormProps,
  type Path,
  type Problems,
  Section,
  fieldKey,
  setAt,
  tableClasses,
} from "./content-fields";
import { FocusHeading } from "./focus-heading";
import { LeadListsForm } from "./lead-lists-form";
import { formatDateTime } from "./lead-values";
import { ListError } from "./list-states";
import { OnboardingPackagesForm } from "./onboarding-packages-form";
import { OnboardingPricesForm, SupportPlansForm } from "./onboarding-price-forms";
import { PageMetaForm } from "./page-meta-form";
import { QuestionsForm } from "./questions-form";
import { TestimonialsForm } from "./testimonials-form";
import { RevopsPackagesForm } from "./revops-packages-form";
import { useAdminData } from "./use-admin-data";
import { PresentationServiceForm } from "./presentation-service-form";
import { PresentationPricesForm, WebsitePricesForm } from "./website-and-presentation-forms";
import { WebsiteServicesForm } from "./website-services-form";

/** Each kind's form; the fields' labels come from the kind. */
const kindForms: { [K in ContentKindId]: (props: FormProps<ContentOf<K>>) => ReactNode } = {
  "onboarding-prices": OnboardingPricesForm,
  "support-plans": SupportPlansForm,
  "ai-trainer-plans": AiTrainerPlansForm,
  "ai-trainer-offer": AiTrainerOfferForm,
  "website-prices": WebsitePricesForm,
  "presentation-prices": PresentationPricesForm,
  "onboarding-packages": OnboardingPackagesForm,
  "lead-lists": LeadListsForm,
  "website-services": WebsiteServicesForm,
  "presentation-service": PresentationServiceForm,
  questions: QuestionsForm,
  testimonials: TestimonialsForm,
  "ai-trainer-plan-copy": AiTrainerPlanCopyForm,
  "revops-packages": RevopsPackagesForm,
  "page-meta": PageMetaForm,
};

/** The kind the page's address names (?kind=…), the onboarding prices by default. */
function kindOfPage(): ContentKindId {
  const named = new URLSearchParams(window.location.search).get("kind") ?? "";
  return isContentKind(named) ? named : "onboarding-prices";
}

/** Links to each kind's editor by group, the open one marked current. */
function KindNav({ current }: { current: ContentKindId }) {
  const groupId = useId();
  return (
    <nav aria-label="Content kinds" className="grid gap-3">
      {contentKindGroups.map(({ title, kinds }, index) => (
        <div key={title} className="grid gap-1.5">
          <p id={`${groupId}-${index}`} className="text-sm font-semibold text-muted-foreground">
            {title}
          </p>
          <ul aria-labelledby={`${groupId}-${index}`} className="flex flex-wrap gap-2">
            {kinds.map((kind) => (
              <li key={kind}>
                <a
                  href={
                    kind === "onboarding-prices"
                      ? ADMIN_PATHS.content
                      : `${ADMIN_PATHS.content}?kind=${kind}`
                  }
                  aria-current={kind === current ? "page" : undefined}
                  className="inline-flex h-9 items-center rounded-lg border border-input px-3 text-sm font-semibold hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:border-purple-600 aria-[current=page]:bg-purple-600/10"
                >
                  {contentTitles[kind]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

const valueText = (value: string | number | boolean | null) =>
  value === null ? "—" : String(value);

/** Every published version, newest first, with what it changed; each older one restorable. */
function History({
  history,
  liveVersion,
  onRestore,
}: {
  history: ContentHistoryAnswer;
  liveVersion: number;
  onRestore: (version: number) => void;
}) {
  if (history.versions.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Nothing published yet: the site shows its own content.
      </p>
    );
  }
  return (
    <ol className="grid gap-3">
      {history.versions.map((entry) => (
        <li key={entry.version}>
          <Card className="grid gap-2 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">
                Version {entry.version}
                {entry.version === liveVersion ? " (live)" : ""}
              </h3>
              {entry.version === liveVersion ? null : (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => onRestore(entry.version)}
                >
                  Restore version {entry.version}
                </Button>
              )}
            </div>
            <p className="text-sm text-muted-foreground">
              {entry.publishedBy === null
                ? "The site's own content, kept "
                : `Published by ${entry.publishedBy}, `}
              {formatDateTime(entry.publishedAt)}
              {entry.restoredFrom === null ? "" : ` · restored from version ${entry.restoredFrom}`}
            </p>
            {entry.changes.length > 0 ? (
              <div className="overflow-x-auto">
                <table className={tableClasses}>
                  <caption className="sr-only">Changes in version {entry.version}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Field</th>
                      <th scope="col">Before</th>
                      <th scope="col">After</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entry.changes.map((change) => (
                      <tr key={change.field}>
                        <td>{change.label}</td>
                        <td className="whitespace-pre-line tabular-nums">
                          {valueText(change.before)}
                        </td>
                        <td className="whitespace-pre-line tabular-nums">
                          {valueText(change.after)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </Card>
        </li>
      ))}
    </ol>
  );
}

/** The request running, if any. */
type Action = "save" | "publish" | "discard" | "restore";

/** What is live: the site's own content, or a version with who published it and when. */
function liveSummary({ live }: ContentItemAnswer) {
  if (live.version === 0 || live.publishedAt === null) return "the site's own content";
  const by = live.publishedBy ?? "the site's own content";
  return `version ${live.version}, published by ${by}, ${formatDateTime(live.publishedAt)}`;
}

/** /admin/content: a kind's item as typed fields, its draft, publish and history. */
export default function ContentEditor() {
  const [kind] = useState(kindOfPage);
  const item = useAdminData<ContentItemAnswer>(CONTENT_API.item(kind));
  const history = useAdminData<ContentHistoryAnswer>(CONTENT_API.history(kind));
  const [edited, setEdited] = useState<{ basedOn: string; value: unknown } | null>(null);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState<Action | null>(null);

  if (item.error && !item.data) {
    return (
      <ListError
        title="The content could not be loaded"
        message={item.error.message}
        onRetry={item.reload}
      />
    );
  }
  const answer = item.data;
  // What the fields show: the owner's edits since this answer, else the draft, else what is live.
  const answerKey = answer ? `${answer.live.version}:${answer.draft?.savedAt ?? ""}` : "";
  const value =
    edited?.basedOn === answerKey ? edited.value : (answer?.draft?.data ?? answer?.live.data);
  const problemMap: Problems = new Map(problems.map(({ field, message }) => [field, message]));

  const onChange = (path: Path, next: unknown) => {
    if (!value) return;
    setEdited({ basedOn: answerKey, value: setAt(value, path, next) });
    setProblems((current) => current.filter(({ field }) => !field.startsWith(fieldKey(path))));
  };

  // Buttons stay enabled while a request runs (a disabled button would drop the keyboard's
  // focus): a second press is ignored instead.
  async function act(action: Action, work: () => Promise<string>) {
    if (busy) return;
    setBusy(action);
    setStatus("");
    try {
      const done = await work();
      setProblems([]);
      setEdited(null);
      item.reload();
      history.reload();
      setStatus(done);
    } catch (error) {
      // Signed out: the page shows the sign-in form instead.
      if (error instanceof SignedOutError) return;
      if (!(error instanceof AdminRequestError)) throw error;
      setProblems(error.problems);
      setStatus(
        error.problems.length > 0
          ? `Not saved: ${error.problems.length === 1 ? "a field needs" : `${error.problems.length} fields need`} attention. ${error.message}`
          : error.message,
      );
    } finally {
      setBusy(null);
    }
  }

  /** The fields, checked here first with the server's own schema, saved as the draft. */
  async function saveDraft(): Promise<void> {
    const checked = checkContent(kind, value);
    if (!checked.success)
      throw new AdminRequestError(400, checked.problems[0]!.message, checked.problems);
    await adminRequest(CONTENT_API.draft(kind), { method: "PUT", body: { data: checked.data } });
  }

  const save = () =>
    act("save", async () => {
      await saveDraft();
      return "Draft saved. Visitors still see the live version.";
    });
  const publish = () =>
    act("publish", async () => {
      await saveDraft();
      const { version } = await adminRequest<{ version: number }>(CONTENT_API.publish(kind), {
        method: "POST",
        body: { basedOn: answer!.live.version },
      });
      return `Published as version ${version}.`;
    });
  const discard = () =>
    act("discard", async () => {
      await adminRequest(CONTENT_API.draft(kind), { method: "DELETE" });
      return "Draft discarded: the fields show the live version.";
    });
  const restore = (version: number) =>
    act("restore", async () => {
      const restored = await adminRequest<{ version: number }>(CONTENT_API.restore(kind), {
        method: "POST",
        body: { version },
      });
      return `Version ${version} restored as version ${restored.version}.`;
    });

  const dirty = edited?.basedOn === answerKey;
  const Form = kindForms[kind] as (props: FormProps<unknown>) => ReactNode;
  const fieldProps = value
    ? { item: value, label: contentKinds[kind].label, problems: problemMap, onChange }
    : null;
  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <FocusHeading className="text-2xl font-extrabold tracking-tight">
          {CONTENT_HEADING}
        </FocusHeading>
        <p className="text-sm text-muted-foreground">
          {contentTitles[kind]}
          {answer ? ` · live: ${liveSummary(answer)}` : ""}
          {answer?.draft ? (
            <>
              {` · draft saved by ${answer.draft.savedBy}, ${formatDateTime(answer.draft.savedAt)} · `}
              <a
                href={contentPreviewPath(kind)}
                className="text-text-purple underline underline-offset-4"
              >
                Preview the draft
              </a>
            </>
          ) : null}
        </p>
        <KindNav current={kind} />
      </div>
      {fieldProps ? (
        <form
          className="grid gap-8"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="outline">
              Save draft
            </Button>
            <Button type="button" onClick={() => void publish()}>
              Publish
            </Button>
            {answer?.draft || dirty ? (
              <Button type="button" variant="ghost" onClick={() => void discard()}>
                Discard draft
              </Button>
            ) : null}
            <p role="status" className="text-sm">
              {status}
            </p>
          </div>
          <Form {...fieldProps} />
        </form>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the content…
        </p>
      )}
      <Section title="History">
        {history.data ? (
          <History
            history={history.data}
            liveVersion={answer?.live.version ?? 0}
            onRestore={(version) => void restore(version)}
          />
        ) : (
          <p className="text-sm text-muted-foreground">Loading the history…</p>
        )}
      </Section>
    </div>
  );
}
