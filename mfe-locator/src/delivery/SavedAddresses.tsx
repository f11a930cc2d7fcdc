import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dedupeAddresses, useRead, useSignedIn, type MemberAddress } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { addressLine } from './delivery-address';
import { buttonClass, RetryNotice } from '@qsr/shared-ui';

/**
 * A member's saved addresses (§5: deduplicated, defaults first); empty for guests. `failed`
 * when `members/addresses` failed: the page says so, and the address is searched for.
 */
export function useSavedAddresses(): {
  addresses: MemberAddress[];
  loading: boolean;
  failed: boolean;
  retry: () => unknown;
} {
  const signedIn = useSignedIn();
  const { data, error, isLoading, mutate } = useRead('addresses', signedIn ? [] : null, {
    revalidateOnFocus: false,
  });
  const addresses = useMemo(() => (data ? dedupeAddresses(data) : []), [data]);
  return { addresses, loading: isLoading, failed: Boolean(error) && !data, retry: mutate };
}

/** The saved addresses as a list to deliver to in one click. */
export function SavedAddresses({
  addresses,
  disabled,
  onChoose,
}: {
  addresses: MemberAddress[];
  disabled: boolean;
  onChoose(address: MemberAddress): void;
}) {
  const { t } = useTranslation(NS);
  if (addresses.length === 0) return null;
  return (
    <section aria-labelledby="locator-saved-title" className="locator-saved">
      <h2 id="locator-saved-title">{t('savedAddresses')}</h2>
      <ul>
        {addresses.map((address) => {
          const line = addressLine(address);
          return (
            <li key={address.id}>
              <span>
                {line}
                {address.default && <em className="locator-default"> {t('defaultAddress')}</em>}
              </span>
              <button
                type="button"
                className={buttonClass({ variant: 'secondary' })}
                disabled={disabled}
                aria-label={`${t('deliverHere')}: ${line}`}
                onClick={() => onChoose(address)}
              >
                {t('deliverHere')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The saved addresses could not be loaded: said, with a retry; the address is searched for. */
export function SavedAddressesFailed({
  onRetry,
  className,
}: {
  onRetry: () => unknown;
  className?: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <RetryNotice
      className={className}
      tone="warning"
      message={t('savedAddressesFailed')}
      retryLabel={t('retry')}
      onRetry={onRetry}
    />
  );
}
