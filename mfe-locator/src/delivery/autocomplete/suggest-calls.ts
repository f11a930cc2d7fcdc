import { callApi, ORDERING_CALLS, type CallOptions } from '@qsr/shared-contracts';

/** An address the ordering API suggests, with the restaurants that deliver there. */
export type AddressSuggestion = NonNullable<
  (typeof ORDERING_CALLS.suggestDeliveryAddresses)['answer']
>[number];

/**
 * GET locations/delivery/suggest: addresses for the text typed so far. Only the locator asks;
 * the catering site hears only of restaurants that cater.
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
