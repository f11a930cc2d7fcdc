import { useAppState } from '@qsr/shared-contracts';

/** The thin bar of aggregated request progress (§2.2). */
export function LoaderBar() {
  const { loading } = useAppState();
  return <div className={`host-loader-bar${loading > 0 ? ' is-active' : ''}`} aria-hidden="true" />;
}
