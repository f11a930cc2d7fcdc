import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, type Member, type MemberAddress } from '@qsr/shared-contracts';
import { Card, RadioGroup, RetryNotice } from '@qsr/shared-ui';
import { type CheckoutErrors } from './handoff-details';
import type { CheckoutDraft, HandoffMode } from '../checkout/draft';
import { NS } from '../strings';
import { detailsOf, SavedAddresses, savedIn, useSavedAddresses } from './SavedAddresses';
import { DeliveryAddressFields } from './DeliveryAddressFields';
import { useAddressChoice } from './use-address-choice';

interface Props {
  draft: CheckoutDraft;
  modes: HandoffMode[];
  location: Location | null;
  user: Member | null;
  errors: CheckoutErrors | null;
  onChange: (change: (draft: CheckoutDraft) => CheckoutDraft) => void;
  /** A new handoff, which goes to the order at once (its totals change). */
  onHandoff: (mode: HandoffMode) => void;
  /** A chosen address to the order at once: whether the restaurant delivers there. */
  onAddressChosen: (next: CheckoutDraft) => Promise<boolean>;
}

const NO_ADDRESS = { address: '', building: '', city: '', zip: '', state: undefined };

/**
 * §4.1 step 3–4: the handoff type, and the restaurant or the delivery address: a member's
 * saved addresses first (§6), or one typed in.
 */
export const HandoffSection = memo(function HandoffSection({
  draft,
  modes,
  location,
  user,
  errors,
  onChange,
  onHandoff,
  onAddressChosen,
}: Props) {
  const { t } = useTranslation(NS);
  const details = draft.details;
  const set = (patch: Partial<CheckoutDraft['details']>) =>
    onChange((d) => ({ ...d, details: { ...d.details, ...patch } }));
  const { addresses: saved, failed: savedFailed, retry: retrySaved } = useSavedAddresses(user);
  const [typingNew, setTypingNew] = useState(false);
  const chooseSaved = useCallback(
    (address: MemberAddress) => {
      setTypingNew(false);
      onChange((d) => ({ ...d, details: { ...d.details, ...detailsOf(address) } }));
    },
    [onChange],
  );
  const choice = useAddressChoice(draft, onChange, onAddressChosen);
  const showFields = saved.length === 0 || typingNew || !savedIn(saved, details);

  return (
    <Card
      as="section"
      tone="flat"
      className="checkout-section"
      aria-labelledby="checkout-handoff-heading"
    >
      <h2 id="checkout-handoff-heading">{t('handoffHeading')}</h2>
      <RadioGroup
        look="chips"
        hideLegend
        legend={t('handoffHeading')}
        name="checkout-handoff"
        value={draft.handoff}
        choices={modes.map((mode) => ({ value: mode, label: t(`handoff_${mode}`) }))}
        onChange={(mode) => onHandoff(mode as HandoffMode)}
      />
      {draft.handoff === 'delivery' && savedFailed && (
        <RetryNotice
          tone="warning"
          message={t('savedAddressesFailed')}
          retryLabel={t('retry')}
          onRetry={retrySaved}
        />
      )}
      {draft.handoff === 'delivery' && saved.length > 0 && (
        <SavedAddresses
          addresses={saved}
          details={details}
          typingNew={typingNew}
          onSaved={chooseSaved}
          onNew={() => {
            setTypingNew(true);
            set(NO_ADDRESS);
          }}
        />
      )}
      {draft.handoff === 'delivery'
        ? showFields && (
            <DeliveryAddressFields
              details={details}
              errors={errors}
              set={set}
              choice={choice}
              restaurant={location?.name ?? ''}
            />
          )
        : location && (
            <p className="checkout-restaurant">
              <strong>{t('restaurant')}:</strong> {location.name}, {location.address},{' '}
              {location.city}, {location.state} {location.zip}
            </p>
          )}
    </Card>
  );
});
