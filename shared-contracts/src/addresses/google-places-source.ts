/// <reference types="google.maps" />
import { configureGoogle } from './google-script';
import type { AddressSource, ChosenAddress, SourceContext } from './address-source';
import { deliverersTo } from './zone-calls';

type Component = google.maps.places.AddressComponent;

const part = (components: readonly Component[], type: string, short = false) => {
  const found = components.find((component) => component.types.includes(type));
  return (short ? found?.shortText : found?.longText) ?? '';
};

/** A place's address as the form's fields take it. */
function fieldsOf(components: readonly Component[]) {
  const street = [part(components, 'street_number'), part(components, 'route')];
  return {
    address: street.filter(Boolean).join(' '),
    city: part(components, 'locality') || part(components, 'sublocality'),
    state: part(components, 'administrative_area_level_1', true),
    zip: part(components, 'postal_code'),
  };
}

/**
 * Google Places Autocomplete (the Places API's suggestions, drawn in our own list): the script
 * loads on the first suggestion asked for. Who delivers to a chosen place is asked of the
 * ordering API at its point, by the same rule as the address typed by hand.
 */
export function googlePlacesSource(apiKey: string, context: SourceContext): AddressSource {
  const places = () => configureGoogle(apiKey)('places');
  let session: google.maps.places.AutocompleteSessionToken | undefined;
  const catering = context.channel === 'catering';

  const choose = async (
    prediction: google.maps.places.PlacePrediction,
  ): Promise<ChosenAddress | null> => {
    const place = prediction.toPlace();
    await place.fetchFields({ fields: ['addressComponents', 'location'] });
    // The session ends with the place fetched: the next address starts a new one.
    session = undefined;
    if (!place.location || !place.addressComponents) return null;
    const chosen = { ...fieldsOf(place.addressComponents), ...place.location.toJSON() };
    return { ...chosen, restaurants: await deliverersTo(chosen, { catering }) };
  };

  return {
    async suggest(text, signal) {
      const { AutocompleteSessionToken, AutocompleteSuggestion } = await places();
      session ??= new AutocompleteSessionToken();
      const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: text,
        sessionToken: session,
        includedRegionCodes: ['us'],
        language: context.language === 'es' ? 'es' : 'en',
      });
      signal.throwIfAborted();
      return suggestions.flatMap(({ placePrediction }) =>
        placePrediction
          ? [
              {
                key: placePrediction.placeId,
                label: placePrediction.text.text,
                choose: () => choose(placePrediction),
              },
            ]
          : [],
      );
    },
  };
}
