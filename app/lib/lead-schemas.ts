import { z } from "zod/mini";

import {
  TEAM_SIZE_MAX,
  billingCycles,
  individualPlanIds,
  planRequestMessages,
  teamPlanIds,
} from "~/content/ai-trainer-plan-ids";
import { QUOTE_SLIDES_MESSAGE, quoteSlides } from "~/content/presentations";

import { emailAddress } from "./email-address";
import { oneLine, stripInvisibleCharacters } from "./invisible-characters";
import type { LeadFormId } from "./lead-form-ids";
import { quoteChoicesSchema } from "./onboarding-quote-choices";
import { isIndividualPlanId, isTeamPlanId } from "./plan-choice";
import {
  aiToolsRoles,
  appTypeOptions,
  budgetRangeOptions,
  companySizeOptions,
  promptGuideRoles,
  revopsPackageIds,
  salesResourceOptions,
} from "./lead-options";

/**
 * The schema of every lead form on the site, keyed by form id. The form validates with it in
 * the browser, the leads API validates the same data with it on the server, and the tests
 * assert its messages. Objects are strict: the server rejects fields it does not know.
 * Written with zod's tree-shakable "mini" API: a form page ships only the checks it uses.
 * Every e-mail field takes addresses by the site's one rule (./email-address.ts): on a form the
 * browser checks first, an address the browser's rule takes and this one does not
 * (`jo@localhost`) gets the form's message under the field, as any other refused value does.
 */

const MAX_TEXT = 200;
const MAX_LONG_TEXT = 5000;

// Control and invisible formatting characters are dropped before the checks, so a required
// field left with nothing else gets its usual message. A one-line field (an <input>) also turns
// its line breaks into spaces: only a multi-line field (a <textarea>) keeps them.
const text = (max: number, clean: (value: string) => string) =>
  z
    .string()
    .check(
      z.overwrite(clean),
      z.trim(),
      z.maxLength(max, `Please keep this under ${max} characters`),
    );
const line = (max = MAX_TEXT) => text(max, oneLine);
const lines = () => text(MAX_LONG_TEXT, stripInvisibleCharacters);
const required = (field: ReturnType<typeof text>, min: number, message: string) =>
  field.check(z.minLength(min, message));
const requiredText = (min: number, message: string) => required(line(), min, message);
const requiredLines = (min: number, message: string) => required(lines(), min, message);
const optional = (field: ReturnType<typeof text>) => z._default(z.optional(field), "");
const flag = () => z._default(z.boolean(), false);

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

export const leadSchemas = {
  /** Home page free guide: browser-level checks only. */
  "free-guide": z.strictObject({
    name: requiredText(1, "Full Name is required"),
    email: emailAddress("Please enter a valid email address"),
    company: requiredText(1, "Company is required"),
  }),

  /** Sales-rep page partner form (#contact-form). */
  "partner-contact": z.strictObject({
    name: requiredText(2, "Name must be at least 2 characters."),
    email: emailAddress("Please enter a valid email."),
    company: requiredText(2, "Company name is required."),
    message: optional(lines()),
  }),

  /** /sales-resources. */
  "resource-request": z.strictObject({
    firstName: requiredText(2, "First name is required"),
    lastName: requiredText(2, "Last name is required"),
    email: emailAddress("Please enter a valid email"),
    resources: z
      .array(z.enum(salesResourceOptions.map((option) => option.id) as [string, ...string[]]))
      .check(z.minLength(1, "Please select at least one resource")),
  }),

  /** AI trainer landing page demo request (#lead-capture): browser-level checks only. */
  "trainer-demo": z.strictObject({
    fullName: requiredText(1, "Full Name is required"),
    workEmail: emailAddress("Please enter a valid email address"),
    company: optional(line()),
    companySize: z._default(z.union([z.enum(companySizeOptions), z.literal("")]), ""),
  }),

  /**
   * AI trainer "Book a Call" popup: browser-level checks only. Opened from a plan card, it
   * carries the plan with the billing an individual plan shows or the size typed for a team.
   */
  "trainer-call": z
    .strictObject({
      fullName: requiredText(1, "Full Name is required"),
      workEmail: emailAddress("Please enter a valid email address"),
      phone: optional(line(40)),
      message: optional(lines()),
      plan: z.optional(z.enum([...individualPlanIds, ...teamPlanIds], planRequestMessages.plan)),
      billing: z.optional(z.enum(billingCycles, planRequestMessages.billing)),
      teamSize: z.optional(
        z
          .number(planRequestMessages.teamSize)
          .check(
            z.int(planRequestMessages.teamSize),
            z.minimum(1, planRequestMessages.teamSize),
            z.maximum(TEAM_SIZE_MAX, planRequestMessages.teamSize),
          ),
      ),
    })
    .check(
      z.superRefine(({ plan, billing, teamSize }, context) => {
        const individual = isIndividualPlanId(plan);
        const team = isTeamPlanId(plan);
        const problem = (path: "billing" | "teamSize", message: string) =>
          context.addIssue({ code: "custom", path: [path], message, input: undefined });
        if (individual && billing === undefined) problem("billing", planRequestMessages.billing);
        if (!individual && billing !== undefined)
          problem("billing", planRequestMessages.billingWithoutIndividualPlan);
        if (team && teamSize === undefined) problem("teamSize", planRequestMessages.teamSize);
        if (!team && teamSize !== undefined)
          problem("teamSize", planRequestMessages.teamSizeWithoutTeamPlan);
      }),
    ),

  /** Presentation design quote (#get-quote): browser-level required fields. */
  "presentation-quote": z.strictObject({
    name: requiredText(1, "Name is required"),
    email: emailAddress("Please enter a valid email address"),
    company: requiredText(1, "Company is required"),
    details: requiredLines(1, "Please tell us about your presentation"),
    // The form sends the field's text, the API may get a number: either way a whole number in
    // range, and anything else one message saying so (zod's own would be "Invalid input").
    slides: z._default(
      z.union(
        [
          // The form library shows the first option's message for a value no option takes.
          z.literal("", QUOTE_SLIDES_MESSAGE),
          z.pipe(
            z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]),
            z
              .number()
              .check(
                z.int(QUOTE_SLIDES_MESSAGE),
                z.minimum(quoteSlides.min, QUOTE_SLIDES_MESSAGE),
                z.maximum(quoteSlides.max, QUOTE_SLIDES_MESSAGE),
              ),
          ),
        ],
        QUOTE_SLIDES_MESSAGE,
      ),
      "",
    ),
  }),

  /** Lead generation interest form (#lead-form): browser-level checks only. */
  "lead-interest": z.strictObject({
    firstName: requiredText(1, "First name is required"),
    lastName: requiredText(1, "Last name is required"),
    email: emailAddress("Please enter a valid email address"),
    companyUrl: optional(line()),
    leadTypes: optional(lines()),
    basicList: flag(),
    standardList: flag(),
    premiumList: flag(),
  }),

  /** App development consultation (#consultation), the validated variant. */
  "app-consultation": z.strictObject({
    firstName: requiredText(1, "First name is required"),
    lastName: requiredText(1, "Last name is required"),
    email: emailAddress("Invalid email address"),
    companyName: requiredText(1, "Company name is required"),
    appType: z
      .array(z.enum(appTypeOptions))
      .check(z.minLength(1, "Please select at least one app type")),
    features: requiredLines(10, "Please provide some details about your requirements"),
    budgetRange: z.enum(budgetRangeOptions, "Please select a budget range"),
  }),

  /** RevOps discovery call (#consultation). */
  "revops-discovery": z.strictObject({
    firstName: requiredText(1, "First name is required"),
    lastName: requiredText(1, "Last name is required"),
    email: emailAddress("Invalid email address"),
    companyUrl: requiredText(1, "Company URL is required"),
    revenueHeadache: requiredLines(10, "Please provide some details"),
    package: z.enum(revopsPackageIds, "Please select a package"),
  }),

  /** Prompt guide download (#download-form). */
  "prompt-guide": z.strictObject({
    firstName: requiredText(2, "First name is required"),
    lastName: requiredText(2, "Last name is required"),
    email: emailAddress("Please enter a valid email address"),
    company: optional(line()),
    role: z.enum(values(promptGuideRoles), "Please select your role"),
    consent: z.literal(true, "You must accept the terms"),
  }),

  /** Software advisory message. */
  "advisory-message": z.strictObject({
    name: requiredText(2, "Name must be at least 2 characters"),
    email: emailAddress("Please enter a valid email"),
    company: requiredText(1, "Company name is required"),
    message: optional(lines()),
  }),

  /** Free AI tools access (#lead-form): browser-level checks only. */
  "ai-tools": z.strictObject({
    firstName: requiredText(1, "First name is required"),
    lastName: requiredText(1, "Last name is required"),
    email: emailAddress("Please enter a valid email address"),
    company: optional(line()),
    role: z.enum(values(aiToolsRoles), "Please select your role"),
    /** The tool the visitor chose with Try Now, if any. */
    tool: optional(line()),
  }),

  /** Cheat sheets access (#lead-form): browser-level checks only. */
  "cheat-sheet": z.strictObject({
    firstName: requiredText(1, "First name is required"),
    lastName: requiredText(1, "Last name is required"),
    email: emailAddress("Please enter a valid email address"),
    company: optional(line()),
    companyUrl: optional(line()),
    /** The sheet the visitor chose with View Cheat Sheet, if any. */
    cheatSheet: optional(line()),
  }),

  /** The onboarding calculator's quote request: who asks, and the quote's choices. */
  "onboarding-quote": z.strictObject({
    name: requiredText(2, "Name must be at least 2 characters."),
    email: emailAddress("Please enter a valid email."),
    company: requiredText(1, "Company name is required."),
    message: optional(lines()),
    quote: quoteChoicesSchema,
  }),

  /** Contact page message. */
  contact: z.strictObject({
    firstName: requiredText(2, "First name must be at least 2 characters."),
    lastName: requiredText(2, "Last name must be at least 2 characters."),
    email: emailAddress("Please enter a valid email address."),
    company: requiredText(1, "Company name is required."),
    message: requiredLines(10, "Message must be at least 10 characters."),
  }),
} as const satisfies Record<LeadFormId, z.ZodMiniType>;

export { type LeadFormId, isLeadFormId, leadFormIds } from "./lead-form-ids";
export type LeadInput<F extends LeadFormId> = z.input<(typeof leadSchemas)[F]>;
export type LeadData<F extends LeadFormId> = z.output<(typeof leadSchemas)[F]>;
