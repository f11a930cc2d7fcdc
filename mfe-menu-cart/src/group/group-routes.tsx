import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../strings';

/*
 * The group pages load with their own chunk, when one is opened: the menu's route entry, which
 * every visit to the menu loads, stays without them (`npm run bench:bundles`: 36.8 → 30.4 KiB).
 */
const HostGroupPage = lazy(() =>
  import('./HostGroupPage').then((module) => ({ default: module.HostGroupPage })),
);
const GuestGroupPage = lazy(() =>
  import('./GuestGroupPage').then((module) => ({ default: module.GuestGroupPage })),
);

function Loading() {
  const { t } = useTranslation(NS);
  return <p role="status">{t('loadingGroup')}</p>;
}

/** /order/group: the host's group order. */
export function HostGroupRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <HostGroupPage />
    </Suspense>
  );
}

/** /group/{token}: a guest's page. */
export function GuestGroupRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <GuestGroupPage />
    </Suspense>
  );
}
