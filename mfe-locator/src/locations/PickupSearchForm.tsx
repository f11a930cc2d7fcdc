import type { FormEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@qsr/shared-ui';
import { NS } from '../strings';

type Props = {
  typed: string;
  onType: (typed: string) => void;
  onSubmit: (event: FormEvent) => void;
  searchInput: RefObject<HTMLInputElement | null>;
  position: { locating: boolean; positionRefused: boolean; locateMe: () => void };
};

/** The search by place (a ZIP, a city) and the button that searches near the customer. */
export function PickupSearchForm({ typed, onType, onSubmit, searchInput, position }: Props) {
  const { t } = useTranslation(NS);
  const { locating, positionRefused, locateMe } = position;
  return (
    <form role="search" className="locator-search" onSubmit={onSubmit}>
      <div className="ui-field">
        <label htmlFor="locator-search-input">{t('searchLabel')}</label>
        <div className="ui-field-row">
          <input
            ref={searchInput}
            className="ui-input"
            aria-describedby={positionRefused ? 'locator-position-refused' : undefined}
            id="locator-search-input"
            type="search"
            value={typed}
            autoComplete="postal-code"
            onChange={(event) => onType(event.target.value)}
          />
          <button type="submit" className={buttonClass()}>
            {t('search')}
          </button>
        </div>
      </div>
      <Button
        variant="quiet"
        flush
        className="locator-use-my-location"
        onClick={locateMe}
        disabled={locating}
        aria-busy={locating}
      >
        {locating ? t('locating') : t('useMyLocation')}
      </Button>
    </form>
  );
}
