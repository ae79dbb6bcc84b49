/**
 * How a lead's notices and the inbox name what the visitor chose (app/lib/lead-choices.ts): short
 * words for a person reading about a lead, not the forms' own questions.
 */
export const choiceLabels = {
  package: "Package",
  addOns: "Add-ons",
  suiteDiscount: (percent: string) => `Suite discount (${percent})`,
  quoteTotal: "Quote total",
  plan: "Plan",
  billing: "Billing",
  teamSize: "Team size",
  price: "Price",
  resources: "Resources",
  tool: "Tool",
  cheatSheet: "Cheat sheet",
  role: "Role",
  companySize: "Company size",
  appTypes: "App types",
  budget: "Budget",
  lists: "Lists",
  slides: "Slides",
  estimate: "Estimated price",
} as const;

/** A price that is agreed per organisation rather than listed. */
export const CUSTOM_PRICE = "Custom pricing";

/** The price of a plan that costs nothing. */
export const FREE_PRICE = "Free";
