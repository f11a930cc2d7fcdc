import { useState } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import {
  getLocation,
  Page,
  restaurantZone,
  useLanguage,
  useRouteMatch,
  type GroupView,
  type GuestPart,
} from '@qsr/shared-contracts';
import { buttonClass, EmptyState, Notice, RetryNotice } from '@qsr/shared-ui';
import { useGroupWords } from './group-strings';
import { getGroup, getGuestPart } from './group-calls';
import { groupRefusal, isUnknownGroup } from './group-refusal';
import { forgetGuestSecret, guestSecretOf } from './guest-secret';
import { GroupFacts } from './GroupFacts';
import { GuestMenu } from './GuestMenu';
import { GuestPartView } from './GuestPartView';
import { JoinGroupForm } from './JoinGroupForm';
import { useGroupEvents } from './use-group-events';
import { WhoIsIn } from './WhoIsIn';
import './group.css';

/** A link the group no longer knows (or never did): said plainly, with a way on. */
function GroupMissing({ said }: { said: string }) {
  const { t } = useGroupWords();
  return (
    <EmptyState
      title={said}
      headingLevel={2}
      action={
        <Link className={buttonClass({ variant: 'secondary' })} to="/menu">
          {t('startOrder')}
        </Link>
      }
    >
      <p>{t('groupMissingBody')}</p>
    </EmptyState>
  );
}

/**
 * /group/{token}: a guest's page of a group order. No account: a name joins, and the device
 * keeps the secret of the guest's part. The guest sees what the host fixed, who is in and
 * whether they are done (never what they chose), their own items, and the menu to add from,
 * until the cutoff; every view follows the group's events.
 */
export function GuestGroupPage() {
  const { t } = useGroupWords();
  const language = useLanguage();
  const token = useRouteMatch()?.params.token ?? '';
  const [secret, setSecret] = useState(() => guestSecretOf(token));
  const view = useSWR(['menuCart:group', token, language], () =>
    getGroup(token, { mode: 'suppress', language }),
  );
  const part = useSWR(secret ? ['menuCart:guestPart', token, secret, language] : null, () =>
    getGuestPart(token, secret!, { mode: 'suppress', language }).catch((error: unknown) => {
      // A secret the group does not know (another device's, a reset group): join again.
      if (isUnknownGroup(error)) {
        forgetGuestSecret(token);
        setSecret(undefined);
        return null;
      }
      throw error;
    }),
  );
  const group: GroupView | undefined = part.data?.group ?? view.data;
  const place = useSWR(group ? ['menuCart:groupPlace', group.restaurant.id] : null, () =>
    getLocation(group!.restaurant.id, {}, { mode: 'suppress' }),
  );
  const zone = restaurantZone(place.data);
  useGroupEvents(view.data ? token : undefined, () => {
    void view.mutate();
    if (secret) void part.mutate();
  });
  const changed = (answer: GuestPart) => {
    void part.mutate(answer, { revalidate: false });
    void view.mutate(answer.group, { revalidate: false });
  };

  const said = groupRefusal(view.error);
  return (
    <Page
      boundary="menuCart"
      title={group ? t('groupOf', { name: group.host_name }) : t('orderTogether')}
      className="menuCart-group"
    >
      {view.error && !group ? (
        said ? (
          <GroupMissing said={said} />
        ) : (
          <RetryNotice
            message={t('groupFailed')}
            retryLabel={t('tryAgain')}
            onRetry={() => view.mutate()}
          />
        )
      ) : !group ? (
        <p role="status">{t('loadingGroup')}</p>
      ) : (
        <>
          {group.state === 'closed' && (
            <Notice tone="info">{t('groupClosedGuest', { host: group.host_name })}</Notice>
          )}
          {group.state === 'ended' && (
            <Notice tone="warning">{t('groupEndedGuest', { host: group.host_name })}</Notice>
          )}
          <GroupFacts group={group} restaurant={place.data ?? null} />
          {secret && part.data ? (
            <GuestPartView
              part={part.data}
              link={{ token, secret }}
              zone={zone}
              onChanged={changed}
            />
          ) : (
            !secret &&
            group.state === 'open' && <JoinGroupForm token={token} onJoined={setSecret} />
          )}
          {secret && part.data && group.state === 'open' && (
            <GuestMenu group={group} link={{ token, secret }} zone={zone} onSaved={changed} />
          )}
          {/* Below the menu: it grows as guests join, and must not move the menu under a tap. */}
          <WhoIsIn group={group} />
        </>
      )}
    </Page>
  );
}
