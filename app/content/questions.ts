/**
 * Today's questions and answers of every page that shows an FAQ: the seed of the owner-edited
 * item (app/lib/content-kinds.ts). Pages render the published item; no island imports it.
 * Answers are Markdown; these are plain sentences, so each renders as the text it was.
 */
import { site } from "~/config/site";
import type { Questions } from "~/lib/questions-schema";

import { ADVISORY_CALL_MINUTES } from "./advisory-call";
import { noCrmAccessNote } from "./ai-trainer";
import { MONEY_BACK_DAYS } from "./ai-trainer-hero";
import { DELIVERY_TIME, LEADS_PER_LIST } from "./lead-list-terms";

export const questionsSeed: Questions = {
  // Under the plans of both AI trainer pages; {overage price} is the published plans' figure.
  "ai-trainer": [
    {
      question: "What counts as a conversation?",
      answer:
        "One conversation is one question thread: your question, the trainer's answer and any follow-ups on the same topic within 24 hours.",
    },
    {
      question: "What happens if we use more conversations than the plan includes?",
      answer:
        "Nothing stops: the trainer keeps answering, and each extra conversation costs {overage price}, billed with your next invoice. If it happens often, upgrading is usually cheaper.",
    },
    {
      question: "Does the trainer connect to our CRM account?",
      answer: `${noCrmAccessNote} You never share a password or an API key with it.`,
    },
    {
      question: "Can we switch plans or billing cycle later?",
      answer:
        "Yes. Upgrades take effect at once and are prorated; downgrades and the switch between monthly and annual billing take effect at your next renewal.",
    },
    {
      question: "How does the money-back guarantee work?",
      answer: `If the trainer isn't right for you, write to us within ${MONEY_BACK_DAYS} days of your first payment and we refund it in full. No questions, no forms.`,
    },
  ],
  "lead-generation": [
    {
      question: "What makes these leads qualified?",
      answer:
        "Each lead matches the ideal customer profile you give us (industry, company size, region and job title) and every contact is verified before delivery. Standard and Premium lists add intent data, so you also know who is actively researching a solution.",
    },
    {
      question: "How quickly will I receive my leads?",
      answer: `Delivery typically takes ${DELIVERY_TIME} from the moment we agree on your targeting criteria.`,
    },
    {
      question: "What is buyer-intent data?",
      answer:
        "Signals that a company is in the market right now: research on topics related to your product, visits to comparison and review sites, hiring and technology changes. It tells your reps who to call first.",
    },
    {
      question: "Can you import the leads into my CRM?",
      answer:
        "Yes. We deliver a clean CSV, and on request we import the list into your CRM with contact and company properties mapped, so your team can start sequences straight away.",
    },
    {
      question: "Can I order more than 100 leads?",
      answer: `Every package contains ${LEADS_PER_LIST} qualified leads, and you can order several lists or combine packages. Tell us your volume in the form and we will put together a custom quote.`,
    },
  ],
  "app-development": [
    {
      question: "How long does it take to build a custom app?",
      answer:
        "Most projects take 1-3 months from consultation to launch. A focused mobile or web app sits at the shorter end; enterprise solutions with many integrations take longer. You get a timeline with the proposal.",
    },
    {
      question: "How much does a custom app cost?",
      answer:
        "It depends on scope, platforms and integrations. After the consultation you receive a fixed-scope proposal, so you know the cost before development starts.",
    },
    {
      question: "Do you build for both iOS and Android?",
      answer:
        "Yes. We usually build one cross-platform codebase that runs natively on both, which keeps cost and maintenance down. Fully native builds are available when a project needs them.",
    },
    {
      question: "Can the app integrate with our CRM and other tools?",
      answer:
        "Yes. We connect apps to CRMs, ERPs, payment providers, support desks and any tool with an API, so data flows without manual exports.",
    },
    {
      question: "What happens after launch?",
      answer:
        "We monitor the app, fix issues, keep dependencies and operating-system support up to date, and build new features on a monthly support plan.",
    },
  ],
  "software-advisory": [
    {
      question: "Is the advisory call really free?",
      answer: `Yes. The ${ADVISORY_CALL_MINUTES}-minute call costs nothing and there is no card to enter. We offer it because teams that understand their software make better decisions, and some of them later choose to work with us.`,
    },
    {
      question: "Will I be pushed to buy something?",
      answer:
        "No. You get honest recommendations, including the ones you can carry out yourself. If a paid service would genuinely help, we will say so once and leave the decision to you.",
    },
    {
      question: `Is it only for new ${site.crm} users?`,
      answer:
        "Not at all. New users get a head start on setup, and teams who have used their software for years usually find the most savings and unused features.",
    },
  ],
  "ai-tools": [
    {
      question: "Are the AI tools really free?",
      answer:
        "Yes. Every tool in the catalog is free to use. Fill in the form once and we send you access to all of them.",
    },
    {
      question: "Do I need technical skills to use them?",
      answer:
        "No. Each tool works from plain-language instructions. If you can write an email, you can use them.",
    },
    {
      question: "Is my data safe?",
      answer: `We only use what you type to produce your result. ${site.brand} does not sell your data or use it to advertise to you, and you can ask us to delete your details at any time.`,
    },
  ],
};
