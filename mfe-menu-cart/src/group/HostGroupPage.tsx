import { useState } from 'react';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import {
  actions,
  Page,
  restaurantZone,
  useAppState,
  useLanguage,
  type Location,
  type Order,
} from '@qsr/shared-contracts';
import { Button, EmptyState, Notice, RetryNotice } from '@qsr/shared-ui';
import { useGroupWords } from './group-strings';
import { CateringMinimumNotice } from '../cart/CateringMinimumNotice';
import { endGroup, getHostGroup } from './group-calls';
import { groupRefusal, isUnknownGroup } from './group-refusal';
import { GroupFacts } from './GroupFacts';
import { GroupShare } from './GroupShare';
import { HostGuests } from './HostGuests';
import { StartGroupForm } from './StartGroupForm';
import { useGroupEvents } from './use-group-events';
import './group.css';

/**
 * /order/group: the host's group order on their box. Before it starts, its settings; then the
 * link and QR code to share, what was fixed, every guest's items under their name (the host
 * may remove any), and the way to check out for everyone. It follows the group's events, so
 * that what guests do shows within the 250 ms the group takes to say it.
 */
export function HostGroupPage() {
  const { t } = useGroupWords();
  const state = useAppState();
  // Snapshots of the state, read only, as the Order and Location types they stand for.
  const order = state.order as Order | null;
  const language = useLanguage();
  const navigate = useNavigate();
  const [endFailed, setEndFailed] = useState<string | null>(null);
  const group = useSWR(
    order ? ['menuCart:hostGroup', order.id, language] : null,
    async () => {
      try {
        return await getHostGroup(order!.id, { mode: 'suppress', language });
      } catch (error) {
        if (isUnknownGroup(error)) return null;
        throw error;
      }
    },
    { revalidateOnFocus: true },
  );
  useGroupEvents(group.data?.token, () => {
    void group.mutate();
    void actions.refreshOrder();
  });

  if (!order) {
    return (
      <Page boundary="menuCart" title={t('orderTogether')} className="menuCart-group">
        <EmptyState
          title={t('groupNeedsBox')}
          headingLevel={2}
          action={<Button onClick={() => navigate('/order')}>{t('startOrder')}</Button>}
        >
          <p>{t('groupNeedsBoxBody')}</p>
        </EmptyState>
      </Page>
    );
  }
  const zone = restaurantZone(state.location);
  const started = group.data;
  return (
    <Page boundary="menuCart" title={t('orderTogether')} className="menuCart-group">
      {group.error ? (
        <RetryNotice
          message={t('groupFailed')}
          retryLabel={t('tryAgain')}
          onRetry={() => group.mutate()}
        />
      ) : started === undefined ? (
        <p role="status">{t('loadingGroup')}</p>
      ) : started === null ? (
        <>
          <p>{t('orderTogetherHint')}</p>
          <StartGroupForm
            order={order}
            zone={zone}
            hostName={state.user?.first_name ?? ''}
            onStarted={(answer) => void group.mutate(answer, { revalidate: false })}
          />
        </>
      ) : (
        <>
          {started.state === 'closed' && <Notice tone="info">{t('groupClosedHost')}</Notice>}
          {started.state === 'ended' && <Notice tone="info">{t('groupEndedHost')}</Notice>}
          <GroupFacts group={started} restaurant={state.location as Location | null} />
          {started.state === 'open' && <GroupShare token={started.token} />}
          <HostGuests group={started} lines={order.products} />
          <CateringMinimumNotice order={order} />
          {endFailed && (
            <p role="alert" className="ui-field-error">
              {endFailed}
            </p>
          )}
          <div className="menuCart-group-actions">
            <Button onClick={() => navigate('/order/checkout')}>{t('goToCheckout')}</Button>
            {started.state === 'open' && (
              <Button
                variant="secondary"
                onClick={() => {
                  if (!window.confirm(t('endGroupSure'))) return;
                  setEndFailed(null);
                  endGroup(order.id, { mode: 'suppress', language }).then(
                    (ended) => void group.mutate(ended, { revalidate: false }),
                    // Not ended: said, and the group stays as shown.
                    (error: unknown) => setEndFailed(groupRefusal(error) ?? t('groupFailed')),
                  );
                }}
              >
                {t('endGroup')}
              </Button>
            )}
          </div>
        </>
      )}
    </Page>
  );
}
