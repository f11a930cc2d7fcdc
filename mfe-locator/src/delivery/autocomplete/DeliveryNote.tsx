import { useTranslation } from 'react-i18next';
import type { Suggestion } from '@qsr/shared-contracts';
import { NS } from '../../strings';
import './autocomplete.css';

/** Under each suggestion the ordering API made: who delivers there, or that nobody does. */
export function DeliveryNote({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation(NS);
  const { restaurants } = suggestion;
  if (!restaurants) return null;
  const first = restaurants[0];
  return (
    <span className={`locator-suggestion-note${first ? '' : ' locator-suggestion-note--outside'}`}>
      {first ? t('suggestionDelivers', { name: first.name }) : t('suggestionOutside')}
    </span>
  );
}
