import { useTranslation } from 'react-i18next';
import { useRead, type MemberPayment } from '@qsr/shared-contracts';
import { removePayment } from '../member/member-calls';
import { FormErrors } from '../forms/FormErrors';
import { MemberPage } from '../session/MemberPage';
import { ReadState } from '../session/ReadState';
import { useRemove } from '../session/use-remove';
import { NS } from '../strings';
import { buttonClass, cardClass } from '@qsr/shared-ui';

/** /account/payments: the saved cards, each deletable (by its account id, §3). */
export function PaymentsPage() {
  const { t } = useTranslation(NS);
  const read = useRead('payments', []);
  const { errors, removing, remove } = useRemove<number>();

  const cardName = (card: MemberPayment) =>
    t('cardEnding', { type: card.card_type ?? t('card'), last4: card.last4 ?? '••••' });

  const onRemove = (card: MemberPayment) =>
    remove(card.account.id, async () => {
      await removePayment(card.account.id, { mode: 'suppress' });
      await read.mutate((cards) => cards?.filter((c) => c.account.id !== card.account.id), {
        revalidate: false,
      });
    });

  return (
    <MemberPage title={t('payments')}>
      <FormErrors messages={errors} />
      <ReadState
        read={read}
        empty={{
          title: t('noPayments'),
          text: t('noPaymentsBody'),
        }}
      >
        {(cards) => (
          <ul className="account-list">
            {cards.map((card) => (
              <li key={card.account.id} className={`${cardClass({ tone: 'flat' })} account-row`}>
                <span>
                  {cardName(card)}
                  {card.expiry && ` · ${t('expires', { date: card.expiry })}`}
                  {card.default && ` · ${t('default')}`}
                </span>
                <button
                  type="button"
                  className={buttonClass({ variant: 'quiet' })}
                  disabled={removing === card.account.id}
                  onClick={() => void onRemove(card)}
                  aria-label={t('deleteNamed', { name: cardName(card) })}
                >
                  {removing === card.account.id ? t('deleting') : t('delete')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </ReadState>
    </MemberPage>
  );
}
