/**
 * The choices offered by the lead forms. The pages list them and the schemas in
 * `lead-schemas.ts` accept exactly these; kept apart so that a page can show them without
 * loading the validation code.
 */

export const salesResourceOptions = [
  { id: "prospect-email-templates", label: "Prospect Email Templates" },
  { id: "upsell-cross-sell-templates", label: "Upsell & Cross-Sell Email Pitch Templates" },
  { id: "email-sequences", label: "Cold Lead Targeting Email Sequences" },
  { id: "onboarding-one-pager", label: "onboarding one-pager" },
  { id: "onboarding-checklist", label: "onboarding checklist" },
  { id: "close-enterprise-deals", label: "How To Close Pro & Enterprise Suite Deals" },
  { id: "gpt-sales-prompts", label: "GPT Sales Master Prompts" },
] as const;

export const appTypeOptions = ["Mobile App", "Web App", "Enterprise Solution"] as const;

export const budgetRangeOptions = [
  "Under $10,000",
  "$10,000 - $50,000",
  "$50,000 - $100,000",
  "Over $100,000",
] as const;

export const revopsPackageIds = ["ignite", "accelerate", "dominate"] as const;

export const promptGuideRoles = [
  { value: "marketer", label: "Marketer" },
  { value: "salesperson", label: "Salesperson" },
  { value: "customerService", label: "Customer Service Rep" },
  { value: "operations", label: "Operations Manager" },
] as const;

export const aiToolsRoles = [
  { value: "marketing", label: "Marketing" },
  { value: "sales", label: "Sales" },
  { value: "customer-service", label: "Customer Service" },
  { value: "operations", label: "Operations" },
  { value: "design", label: "Design" },
  { value: "other", label: "Other" },
] as const;

export const companySizeOptions = ["1-10", "11-50", "51-200", "201-1,000", "1,000+"] as const;
