/**
 * A formatter made on first use: the first `Intl.NumberFormat` of a page loads the browser's
 * locale data (160–200 ms on the emulated phone), which a widget that shows no figure, such as a
 * form, should not wait for as it wakes.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const usd = lazily(
  () =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
    }),
);

const usdCents = lazily(
  () =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

const grouped = lazily(() => new Intl.NumberFormat("en-US"));

/** Whole dollars with grouped digits: 12150 → "$12,150". Cents are shown only when present. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? usd().format(amount) : usdCents().format(amount);
}

/** Grouped digits without a currency sign: 1000 → "1,000". */
export function formatNumber(value: number): string {
  return grouped().format(value);
}

/** "1 day", "30 days". */
export function dayCount(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "day" : "days"}`;
}
