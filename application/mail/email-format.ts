/** How emails write money and days (the same in every email): `$29`, `$12.50`; `February 25, 2027` (UTC). */
export const dollars = (cents: number): string => `$${(cents / 100).toFixed(cents % 100 ? 2 : 0)}`;

export const longDate = (d: Date): string => d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
