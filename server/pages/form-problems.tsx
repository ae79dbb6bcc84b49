import { readFile } from "node:fs/promises";
import path from "node:path";

import type { FastifyReply } from "fastify";
import { renderToStaticMarkup } from "react-dom/server";

import { FORM_PROBLEMS_PATH } from "~/content/lead-form-pages";

import { contentSecurityPolicy, inlineHashes } from "../security";

/** Where the prerendered page leaves room for the problems of one post. */
export const PROBLEMS_SLOT = '<div id="form-problems"></div>';

export interface FormProblem {
  label: string;
  message: string;
}

function ProblemList({ problems, backTo }: { problems: readonly FormProblem[]; backTo: string }) {
  return (
    <div id="form-problems">
      <ul className="grid gap-3 text-left">
        {problems.map((problem) => (
          <li
            key={`${problem.label}:${problem.message}`}
            className="rounded-xl border border-red-700/40 bg-red-500/5 px-4 py-3"
          >
            <strong className="font-semibold">{problem.label}</strong>
            {": "}
            <span className="text-red-700 dark:text-red-400">{problem.message}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-muted-foreground">
        Your browser&apos;s Back button returns you to the form with everything you typed.
      </p>
      <p className="mt-6">
        <a
          href={backTo}
          className="inline-flex items-center justify-center rounded-md bg-primary px-6 py-3 font-semibold text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Back to the form
        </a>
      </p>
    </div>
  );
}

/**
 * Renders the answer to a form post the browser made itself and the schema refused, into the
 * prerendered problems page's HTML (`template`, read from `source`).
 */
export function formProblemsPage(template: string, source: string): FormProblemsPage {
  if (!template.includes(PROBLEMS_SLOT)) {
    throw new Error(`${source} has no ${PROBLEMS_SLOT} to fill`);
  }
  const policy = contentSecurityPolicy(inlineHashes(template));
  return {
    /** Answers with the page listing the problems; the status is the caller's. */
    send(reply: FastifyReply, problems: readonly FormProblem[], backTo: string) {
      const list = renderToStaticMarkup(<ProblemList problems={problems} backTo={backTo} />);
      return reply
        .header("content-security-policy", policy)
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(template.replace(PROBLEMS_SLOT, () => list));
    },
  };
}

export interface FormProblemsPage {
  send(
    reply: FastifyReply,
    problems: readonly FormProblem[],
    backTo: string,
  ): FastifyReply | Promise<FastifyReply>;
}

/** The problems page of the prerendered site in `clientDir` (build/client). */
export async function loadFormProblemsPage(clientDir: string): Promise<FormProblemsPage> {
  const file = path.join(clientDir, FORM_PROBLEMS_PATH.slice(1), "index.html");
  return formProblemsPage(await readFile(file, "utf8"), file);
}
