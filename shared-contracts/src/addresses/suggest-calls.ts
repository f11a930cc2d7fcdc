import { ORDERING_CALLS } from '../api/calls';
import { callApi, type CallOptions } from '../api/request';
import type { AddressSuggestion } from '../types/address-suggestion';

/**
 * GET locations/delivery/suggest: addresses for the text typed so far. The catering
 * site hears only of restaurants that cater.
 */
export function suggestDeliveryAddresses(
  text: string,
  filter: { catering: boolean },
  options?: CallOptions,
): Promise<AddressSuggestion[]> {
  return callApi(
    ORDERING_CALLS.suggestDeliveryAddresses,
    {},
    { query: { q: text, catering: filter.catering || undefined }, mode: 'suppress', ...options },
  );
}
