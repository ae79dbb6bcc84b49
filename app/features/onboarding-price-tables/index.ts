export { AddOnPriceTable } from "./add-on-price-table";
export { HubPriceTables } from "./hub-price-tables";
export { PriceTable, type PriceTableColumn, type PriceTableRow } from "./price-table";
export { SupportPlanTabs } from "./support-plan-tabs";
export { CrmPricingPage } from "./crm-pricing-page";
