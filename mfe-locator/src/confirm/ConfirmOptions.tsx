import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { locationDisplayName } from '@qsr/shared-contracts';
import { RadioGroup } from '@qsr/shared-ui';
import { addressLine } from '../delivery/delivery-address';
import { NS } from '../strings';
import type { DeliveryOption, PickupOption } from './use-confirm-options';

type Props = {
  delivery: boolean;
  pickup: PickupOption[];
  deliveryOptions: DeliveryOption[];
  chosenKey: string;
  /** An option's number on the map (0 when it is not on the map). */
  numberOf: (key: string) => number;
  onChoose: (key: string) => void;
};

/** The recent or nearest restaurants (pickup) or the addresses (delivery) to choose from. */
export function ConfirmOptions(props: Props) {
  const { delivery, pickup, deliveryOptions, chosenKey, numberOf, onChoose } = props;
  const { t } = useTranslation(NS);
  return (
    // Radios, so arrow keys move between the options.
    <RadioGroup
      look="tiles"
      hideLegend
      className="locator-options"
      legend={t(delivery ? 'deliveryOptions' : 'pickupOptions')}
      name="locator-confirm-option"
      value={chosenKey}
      onChange={onChoose}
      choices={
        delivery
          ? deliveryOptions.map(({ key, address }) => ({
              value: key,
              label: <OptionText number={numberOf(key)}>{addressLine(address)}</OptionText>,
            }))
          : pickup.map(({ key, kind, location }) => ({
              value: key,
              label: (
                <OptionText number={numberOf(key)}>
                  <strong>{t(kind === 'recent' ? 'recentLocation' : 'nearestLocation')}</strong>
                  <span className="locator-option-name">{locationDisplayName(location.name)}</span>
                  <span>
                    {location.address}, {location.city}, {location.state}
                  </span>
                </OptionText>
              ),
            }))
      }
    />
  );
}

/** One option's words, after its number on the map (0 when it is not on the map). */
function OptionText({ number, children }: { number: number; children: ReactNode }) {
  return (
    <>
      {number > 0 && (
        <span className="locator-result-number locator-option-number" aria-hidden="true">
          {number}
        </span>
      )}
      <span className="locator-option-text">{children}</span>
    </>
  );
}
