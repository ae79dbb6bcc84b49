const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

const usdCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const grouped = new Intl.NumberFormat("en-US");

/** Whole dollars with grouped digits: 12150 → "$12,150". Cents are shown only when present. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? usd.format(amount) : usdCents.format(amount);
}

/** Grouped digits without a currency sign: 1000 → "1,000". */
export function formatNumber(value: number): string {
  return grouped.format(value);
}

/** "1 day", "30 days". */
export function dayCount(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "day" : "days"}`;
}
