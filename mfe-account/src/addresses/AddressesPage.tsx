import { useTranslation } from 'react-i18next';
import { dedupeAddresses, useRead, type MemberAddress } from '@qsr/shared-contracts';
import { removeAddress } from '../member/member-calls';
import { FormErrors } from '../forms/FormErrors';
import { MemberPage } from '../session/MemberPage';
import { ReadState } from '../session/ReadState';
import { useRemove } from '../session/use-remove';
import { NS } from '../strings';
import { buttonClass, cardClass } from '@qsr/shared-ui';

const lineOf = (address: MemberAddress) =>
  [address.address, address.building, `${address.city}, ${address.state} ${address.zip}`]
    .filter(Boolean)
    .join(', ');

/** /account/addresses: the saved delivery addresses, deduplicated with defaults first (§5). */
export function AddressesPage() {
  const { t } = useTranslation(NS);
  const read = useRead('addresses', []);
  const { errors, removing, remove } = useRemove<number>();

  const onRemove = (address: MemberAddress) =>
    remove(address.id, async () => {
      await removeAddress(address.id, { mode: 'suppress' });
      await read.mutate();
    });

  return (
    <MemberPage title={t('addresses')}>
      <FormErrors messages={errors} />
      <ReadState
        read={read}
        empty={{
          title: t('noAddresses'),
          text: t('noAddressesBody'),
        }}
      >
        {(addresses) => (
          <ul className="account-list">
            {dedupeAddresses(addresses).map((address) => (
              <li key={address.id} className={`${cardClass({ tone: 'flat' })} account-row`}>
                <span>
                  {lineOf(address)}
                  {address.default && ` · ${t('default')}`}
                </span>
                <button
                  type="button"
                  className={buttonClass({ variant: 'quiet' })}
                  disabled={removing === address.id}
                  onClick={() => void onRemove(address)}
                  aria-label={t('deleteNamed', { name: lineOf(address) })}
                >
                  {removing === address.id ? t('deleting') : t('delete')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </ReadState>
    </MemberPage>
  );
}
