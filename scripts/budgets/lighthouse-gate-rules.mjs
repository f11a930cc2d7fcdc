/**
 * The Lighthouse gate's budgets (`lighthouse-gate.mjs`): each page's median against the median of
 * a static one-line page measured in the same run. A slow machine slows the reference as much as
 * the page and fails nothing; a slow page fails. The limits are the site's goals (TBT ≤ 100 ms,
 * LCP ≤ 1.5 s, performance ≥ 95) less what this machine's reference scores (TBT 20–40 ms, LCP
 * 0.6 s, 100) when quiet.
 */
export const GATE_BUDGETS = [
  { key: 'tbt', label: 'TBT ms', over: 100 },
  { key: 'lcp', label: 'LCP ms', over: 900 },
  { key: 'performance', label: 'performance', under: 5 },
];

/** What a page's medians breach against the reference's: an empty list when it passes. */
export function gateBreaches(reference, page) {
  return GATE_BUDGETS.filter((budget) =>
    budget.over !== undefined
      ? !(page[budget.key] - reference[budget.key] <= budget.over)
      : !(reference[budget.key] - page[budget.key] <= budget.under),
  ).map((budget) => ({
    ...budget,
    page: page[budget.key],
    reference: reference[budget.key],
  }));
}

/** A budget as the gate's table prints it: `≤ ref + 100`, `≥ ref − 5`. */
export const budgetText = (budget) =>
  budget.over !== undefined ? `≤ ref + ${budget.over}` : `≥ ref − ${budget.under}`;
