import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { maskPhone, stripCountryCode, useReturnHere, type Member } from '@qsr/shared-contracts';
import { Card, Field } from '@qsr/shared-ui';
import { type CheckoutErrors } from '../handoff/handoff-details';
import type { CheckoutDraft } from '../checkout/draft';
import { NS } from '../strings';
import { checkoutFieldId } from '../checkout/field-ids';

const VEHICLE_PARTS = ['make', 'model', 'color'] as const;

interface Props {
  draft: CheckoutDraft;
  user: Member | null;
  errors: CheckoutErrors | null;
  onChange: (draft: CheckoutDraft) => void;
}

/**
 * A guest may sign in or create an account, and come back to this checkout: offered to every
 * guest alike, before any e-mail is typed, so it never tells whether an address has an account.
 */
function GuestAccountOffer() {
  const { t } = useTranslation(NS);
  const returnHere = useReturnHere();
  return (
    <p className="ui-field-hint" data-guest-account>
      {t('guestAccount')}{' '}
      <Link to="/account/login" onClick={returnHere}>
        {t('guestSignIn')}
      </Link>
      {' · '}
      <Link to="/account/signup" onClick={returnHere}>
        {t('guestCreateAccount')}
      </Link>
    </p>
  );
}

/** Who the order is for (§3 Handoff details): a guest types it, a member finds it filled in. */
export const ContactSection = memo(function ContactSection({
  draft,
  user,
  errors,
  onChange,
}: Props) {
  const { t } = useTranslation(NS);
  const details = draft.details;
  const set = (patch: Partial<CheckoutDraft['details']>) =>
    onChange({ ...draft, details: { ...details, ...patch } });
  const vehicle = details.vehicle ?? { make: '', model: '', color: '' };
  const setVehicle = (patch: Partial<typeof vehicle>) => set({ vehicle: { ...vehicle, ...patch } });
  const vehicleError = errors?.vehicle ? t('error_vehicle') : undefined;

  return (
    <Card
      as="section"
      tone="flat"
      className="checkout-section"
      aria-labelledby="checkout-contact-heading"
    >
      <h2 id="checkout-contact-heading">{t('contactHeading')}</h2>
      {user ? (
        <p className="ui-field-hint">{t('memberContact', { name: user.first_name })}</p>
      ) : (
        <GuestAccountOffer />
      )}
      <div className="checkout-grid">
        <Field
          label={t('firstName')}
          autoComplete="given-name"
          value={details.first_name}
          onChange={(first_name) => set({ first_name })}
          id={checkoutFieldId('first_name')}
          error={errors?.first_name && t('error_first_name')}
        />
        <Field
          label={t('lastName')}
          autoComplete="family-name"
          value={details.last_name}
          onChange={(last_name) => set({ last_name })}
          id={checkoutFieldId('last_name')}
          error={errors?.last_name && t('error_last_name')}
        />
        <Field
          label={t('email')}
          type="email"
          autoComplete="email"
          value={details.email}
          onChange={(email) => set({ email })}
          id={checkoutFieldId('email')}
          error={errors?.email && t('error_email')}
        />
        <Field
          label={t('phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t('phoneHint')}
          value={details.phone}
          onChange={(phone) => set({ phone: maskPhone(stripCountryCode(phone)) })}
          id={checkoutFieldId('phone')}
          error={errors?.phone && t('error_phone')}
        />
      </div>
      {draft.handoff === 'curbside' && (
        <fieldset className="checkout-vehicle">
          <legend>{t('vehicleHeading')}</legend>
          <p className="ui-field-hint">{t('vehicleHint')}</p>
          <div className="checkout-grid">
            {VEHICLE_PARTS.map((part) => (
              <Field
                key={part}
                id={part === 'make' ? checkoutFieldId('vehicle') : undefined}
                label={t(part)}
                value={vehicle[part]}
                onChange={(value) => setVehicle({ [part]: value })}
                aria-invalid={(vehicleError && !vehicle[part].trim()) || undefined}
                aria-describedby={vehicleError ? 'checkout-vehicle-error' : undefined}
              />
            ))}
          </div>
          {vehicleError && (
            <p id="checkout-vehicle-error" className="ui-field-error">
              {vehicleError}
            </p>
          )}
        </fieldset>
      )}
    </Card>
  );
});
