/**
 * An always-valid confidence sequence for the difference of two proportions (canary − stable):
 * the normal-mixture boundary (Robbins 1970; Howard, Ramdas, McAuliffe & Sekhon 2021, "Time-
 * uniform, nonparametric, nonasymptotic confidence sequences"), which is the mixture sequential
 * probability ratio test (mSPRT) of Johari, Pekelis & Walsh, "Always valid inference" (2017/2022),
 * read as an interval. docs/decisions.md, "Canary releases: the judge", has the maths.
 *
 * Why it may be read after every batch: with θ̂ the observed difference and V its variance, the
 * information I = 1/V grows as sessions come, and Z = θ̂·I moves like a Brownian motion with drift θ
 * in the time I (two independent samples, whatever the share each version gets). Mixing the
 * likelihood ratio exp(λZ − λ²I/2) over λ ~ N(0, τ²) gives a nonnegative martingale
 *
 *   Λ = √(V / (V + τ²)) · exp(τ²·θ̂² / (2V(V + τ²)))   (under θ = 0; centre on θ for any other),
 *
 * and Ville's inequality bounds the chance that it EVER reaches 1/α by α. So the set of θ with
 * Λ_θ < 1/α, θ̂ ± r below, covers the true difference at every look at once with chance ≥ 1 − α:
 * looking more often cannot raise the error, unlike a fixed-sample z-test read every batch.
 */

/** Sessions seen, and how many of them had the event (an error; a value above the threshold). */
export interface Tally {
  sessions: number;
  count: number;
}

export interface DifferenceBounds {
  /** The canary's share minus stable's (raw shares). */
  difference: number;
  /** The variance estimate V of that difference (Infinity: a version has no sessions yet). */
  variance: number;
  /** Half-width r of the interval: θ̂ ± r, before clipping to [−1, 1]. */
  radius: number;
  lower: number;
  upper: number;
}

/**
 * The half-width of the normal-mixture boundary at variance V, level α and mixture scale τ:
 *
 *   r = √( V(V + τ²)/τ² · (2·ln(1/α) + ln(1 + τ²/V)) )
 *
 * (Λ ≥ 1/α solved for θ̂). τ is the size of difference the sequence is tightest for; it only
 * enters through a logarithm once V ≪ τ², so a rough choice costs little.
 */
export function mixtureRadius(variance: number, alpha: number, tau: number): number {
  if (!Number.isFinite(variance)) return Infinity;
  const tau2 = tau * tau;
  const width = 2 * Math.log(1 / alpha) + Math.log1p(tau2 / variance);
  return Math.sqrt(((variance * (variance + tau2)) / tau2) * width);
}

/**
 * The share's variance, from the share shrunk by one event and one non-event (Agresti & Caffo
 * 2000): a version with 0 errors in its first sessions would otherwise claim a variance of 0 and
 * an interval of no width. The centre stays the raw difference: shrinking both shares towards ½
 * moves the smaller sample (the canary) more, which would bias the difference towards "worse".
 */
function shareVariance({ sessions, count }: Tally): number {
  const shrunk = (count + 1) / (sessions + 2);
  return (shrunk * (1 - shrunk)) / sessions;
}

/** The always-valid interval at level α for canary − stable. */
export function differenceBounds(
  stable: Tally,
  canary: Tally,
  alpha: number,
  tau: number,
): DifferenceBounds {
  if (stable.sessions === 0 || canary.sessions === 0) {
    return { difference: 0, variance: Infinity, radius: Infinity, lower: -1, upper: 1 };
  }
  const difference = canary.count / canary.sessions - stable.count / stable.sessions;
  const variance = shareVariance(stable) + shareVariance(canary);
  const radius = mixtureRadius(variance, alpha, tau);
  return {
    difference,
    variance,
    radius,
    lower: Math.max(-1, difference - radius),
    upper: Math.min(1, difference + radius),
  };
}
