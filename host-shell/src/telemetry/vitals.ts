import { isRemoteName, VITAL_MAX, type VitalName } from '@qsr/shared-contracts';
import { loadedVersion } from './loaded-remotes';
import { report } from './reporter';

/** The remote area an element is in: the name web-vitals then gives as the vital's target. */
export function areaOf(node: Node | null): string {
  const element = node instanceof Element ? node : node?.parentElement;
  return element?.closest('[data-remote-area]')?.getAttribute('data-remote-area') ?? '';
}

/** A vital as reported: for the remote owning its element or interaction, when there is one. */
export function reportVital(name: VitalName, measured: number, target: string | undefined): void {
  const value = Math.min(measured, VITAL_MAX[name]);
  const remote = isRemoteName(target) ? target : undefined;
  const version = remote && loadedVersion(remote);
  report(
    remote && version
      ? { kind: 'vital', name, value, remote, version }
      : { kind: 'vital', name, value },
  );
}

let started = false;

/**
 * LCP, INP and CLS with web-vitals' attribution build, loaded with the first remote (the home
 * page loads none): its observers read what the page buffered before.
 */
export function startVitals(): void {
  if (started) return;
  started = true;
  void import(/* webpackChunkName: "vitals" */ 'web-vitals/attribution').then(
    ({ onCLS, onINP, onLCP }) => {
      const options = { generateTarget: areaOf };
      onLCP((metric) => reportVital('LCP', metric.value, metric.attribution.target), options);
      onINP(
        (metric) => reportVital('INP', metric.value, metric.attribution.interactionTarget),
        options,
      );
      onCLS(
        (metric) => reportVital('CLS', metric.value, metric.attribution.largestShiftTarget),
        options,
      );
    },
    // Vitals are the judge's, not the customer's: a chunk that fails to come is left at that.
    () => {},
  );
}
