import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Field,
  maskZip,
  type Location,
  type Member,
  type MemberAddress,
} from '@qsr/shared-contracts';
import { type CheckoutErrors } from './handoff-details';
import type { CheckoutDraft, HandoffMode } from '../checkout/draft';
import { NS } from '../strings';
import { detailsOf, SavedAddresses, savedIn, useSavedAddresses } from './SavedAddresses';

interface Props {
  draft: CheckoutDraft;
  modes: HandoffMode[];
  location: Location | null;
  user: Member | null;
  errors: CheckoutErrors | null;
  onChange: (change: (draft: CheckoutDraft) => CheckoutDraft) => void;
}

const NO_ADDRESS = { address: '', building: '', city: '', zip: '', state: undefined };

/**
 * §4.1 step 3–4: the handoff type, and the restaurant or the delivery address: a member's
 * saved addresses first (§6), or one typed in.
 */
export function HandoffSection({ draft, modes, location, user, errors, onChange }: Props) {
  const { t } = useTranslation(NS);
  const details = draft.details;
  const set = (patch: Partial<CheckoutDraft['details']>) =>
    onChange((d) => ({ ...d, details: { ...d.details, ...patch } }));
  const saved = useSavedAddresses(user);
  const [typingNew, setTypingNew] = useState(false);
  const chooseSaved = useCallback(
    (address: MemberAddress) => {
      setTypingNew(false);
      onChange((d) => ({ ...d, details: { ...d.details, ...detailsOf(address) } }));
    },
    [onChange],
  );
  const showFields = saved.length === 0 || typingNew || !savedIn(saved, details);

  return (
    <section className="co-section" aria-labelledby="co-handoff-heading">
      <h2 id="co-handoff-heading">{t('handoffHeading')}</h2>
      <fieldset className="co-choices">
        <legend className="co-visually-hidden">{t('handoffHeading')}</legend>
        {modes.map((mode) => (
          <label key={mode} className="co-choice">
            <input
              type="radio"
              name="co-handoff"
              value={mode}
              checked={draft.handoff === mode}
              onChange={() => onChange((d) => ({ ...d, handoff: mode }))}
            />
            {t(`handoff_${mode}`)}
          </label>
        ))}
      </fieldset>
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
            <div className="co-grid">
              <h3 className="co-subheading">{t('deliveryAddress')}</h3>
              <Field
                prefix="co"
                label={t('address')}
                autoComplete="address-line1"
                value={details.address}
                onChange={(address) => set({ address, state: undefined })}
                error={errors?.address && t('error_address')}
              />
              <Field
                prefix="co"
                label={t('building')}
                autoComplete="address-line2"
                value={details.building}
                onChange={(building) => set({ building })}
              />
              <Field
                prefix="co"
                label={t('city')}
                autoComplete="address-level2"
                value={details.city}
                onChange={(city) => set({ city })}
                error={errors?.city && t('error_city')}
              />
              <Field
                prefix="co"
                label={t('zip')}
                autoComplete="postal-code"
                inputMode="numeric"
                value={details.zip}
                onChange={(zip) => set({ zip: maskZip(zip) })}
                error={errors?.zip && t('error_zip')}
              />
            </div>
          )
        : location && (
            <p className="co-restaurant">
              <strong>{t('restaurant')}:</strong> {location.name}, {location.address},{' '}
              {location.city}, {location.state} {location.zip}
            </p>
          )}
    </section>
  );
}
