/**
 * The 'Budget' filter's steps (a starting price at most this many dollars; issue 36): every $500 up to
 * $10,000, every $1,000 up to $20,000, then $22,500, $25,000 and every $5,000 up to $50,000, so a couple
 * can say $6,000 and a $5,500 venue is not lost between $5,000 and $7,500. One list for the list pages'
 * select (public remote, which also draws the server's first view); the list query (vendor-list-query.ts)
 * accepts these and any other whole number of dollars (a shared link).
 */
const steps = (from: number, to: number, by: number): number[] => Array.from({ length: Math.floor((to - from) / by) + 1 }, (_, i) => from + i * by);

export const BUDGET_STEPS: readonly number[] = Object.freeze([...steps(1_000, 10_000, 500), ...steps(11_000, 20_000, 1_000), 22_500, 25_000, ...steps(30_000, 50_000, 5_000)]);

export const isBudgetStep = (n: number): boolean => BUDGET_STEPS.includes(n);

/** '$6,000'. */
export const dollarsLabel = (n: number): string => `$${n.toLocaleString('en-US')}`;

/** An option of the Budget select: 'Starting at $6,000 or less'. */
export const budgetOptionLabel = (n: number): string => `Starting at ${dollarsLabel(n)} or less`;

/** The Budget select's empty option. */
export const ANY_BUDGET_LABEL = 'Any starting price';
