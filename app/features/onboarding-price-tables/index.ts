export { HubPriceTables } from "./hub-price-tables";
export { PriceTable, type PriceTableRow } from "./price-table";
