/** Money as people in the training room read it: ₹ with en-IN grouping, no decimals. */
const INR = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** '₹1,44,000'. */
export function formatINR(amount: number): string {
  return `₹${INR.format(Math.round(amount))}`;
}

/** One decimal, as DESIGN §8 asks for percentages: '42.9%'. */
export function formatPercent(percent: number): string {
  return `${(Math.round(percent * 10) / 10).toFixed(1)}%`;
}
