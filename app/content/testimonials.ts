/**
 * Today's testimonials: the seed of the owner-edited item (app/lib/content-kinds.ts), every
 * customer quote on the site by the place that shows it. Pages render the published item and hand
 * the home page's quotes to its carousel as props; no island imports these.
 */
import { site } from "~/config/site";
import type { Testimonials } from "~/lib/testimonial-schema";

export const testimonialsSeed: Testimonials = {
  home: [
    {
      content: `${site.brand} had our whole sales team live on ${site.crm} in three weeks. Pipeline visibility went from guesswork to a dashboard our board actually trusts.`,
      author: "Sarah Mitchell",
      position: "VP of Sales",
      company: "BrightPath Software",
      rating: 5,
    },
    {
      content:
        "The RevOps engagement paid for itself in the first quarter. Marketing and sales finally agree on what a qualified lead is, and our close rate shows it.",
      author: "David Chen",
      position: "Chief Revenue Officer",
      company: "Northwind Logistics",
      rating: 5,
    },
    {
      content:
        "Our new reps ask the AI Trainer instead of interrupting senior staff. Ramp time dropped from two months to under four weeks.",
      author: "Priya Raman",
      position: "Head of Enablement",
      company: "Lumen Health",
      rating: 5,
    },
    {
      content:
        "They migrated forty pages of our old site without losing a single ranking, and the redesign doubled our demo requests within a month.",
      author: "Marcus Johnson",
      position: "Marketing Director",
      company: "Atlas Manufacturing",
      rating: 5,
    },
    {
      content:
        "The pitch deck they built helped us close our largest enterprise deal to date. Clear story, beautiful design, delivered ahead of schedule.",
      author: "Elena Rodriguez",
      position: "Founder & CEO",
      company: "Crestview Consulting",
      rating: 5,
    },
    {
      content:
        "Qualified leads with real buying intent, delivered straight into our CRM. Our SDRs spend their day talking to prospects instead of researching them.",
      author: "James O'Connor",
      position: "Sales Development Manager",
      company: "Summit Commerce",
      rating: 5,
    },
    {
      content:
        "From scoping to launch, the app development team was transparent and fast. Our field technicians adopted the new app in days, not months.",
      author: "Aisha Patel",
      position: "Director of Operations",
      company: "Keystone Education Group",
      rating: 5,
    },
  ],
  aiTrainer: [
    {
      content:
        "Our new reps used to wait days for admin help. Now they ask the trainer and get unstuck in minutes. Our adoption metrics tripled in 60 days.",
      author: "Maria Lopez",
      position: "VP of Sales",
      company: "Brightline SaaS",
      rating: 5,
    },
    {
      content:
        "I set up our first lead-scoring model and three workflows on my own, following the trainer's steps. It felt like having a consultant on call.",
      author: "James Carter",
      position: "Marketing Operations Manager",
      company: "Northfield Health",
      rating: 5,
    },
    {
      content:
        "The team plan costs less than one hour of outside consulting per month, and it answers at 11 pm before a board report.",
      author: "Priya Shah",
      position: "Revenue Operations Lead",
      company: "Atlas Manufacturing",
      rating: 5,
    },
  ],
  leadGeneration: [
    {
      content:
        "The Premium list gave our reps the tech stack and the decision maker before the first call. We booked 14 meetings from 100 leads in the first two weeks.",
      author: "Daniel Ortiz",
      position: "VP of Sales",
      company: "Cloudline Logistics",
      rating: 5,
    },
    {
      content:
        "Intent data changed our outbound. We stopped chasing cold accounts and our reply rate tripled in 60 days.",
      author: "Priya Raman",
      position: "Head of Growth",
      company: "Northbeam Analytics",
      rating: 5,
    },
    {
      content:
        "Clean, accurate and delivered in four days, already mapped to our CRM fields. We have reordered every quarter since.",
      author: "Megan Doyle",
      position: "Revenue Operations Manager",
      company: "Brightpath Health",
      rating: 5,
    },
  ],
  advisory: {
    content: `One call with ${site.brand} found two tools we were paying for twice and a workflow that saves our reps an hour a day. We cut $8,400 from our annual software bill before the next renewal.`,
    author: "Daniel Okafor",
    position: "Head of Sales Operations",
    company: "Northwind Logistics",
    rating: 5,
  },
  cheatSheets: {
    content:
      "We pinned the marketing automation and pipeline sheets next to every desk. Within 60 days our team had tripled the number of active workflows and stopped asking the same setup questions.",
    author: "Priya Raman",
    position: "Marketing Operations Manager",
    company: "Brightline Health",
    rating: 5,
  },
  revops: {
    content:
      "Within the first quarter our close rate went up 30% in under 90 days. Marketing and sales finally work from the same numbers, and our forecast calls take ten minutes instead of an hour.",
    author: "Jordan Mitchell",
    position: "Chief Revenue Officer",
    company: "Summit SaaS Group",
    rating: null,
  },
  softwareReps: {
    content: `Bringing ${site.brand} into my deals changed the conversation. Prospects stopped worrying about implementation, I closed two Enterprise suites in a quarter, and every one of those customers is still growing seats.`,
    author: "Jordan Ellis",
    position: "Senior Account Executive",
    company: `${site.crm} Solutions Partner`,
    rating: null,
  },
};
