import { importLibrary, setOptions } from '@googlemaps/js-api-loader';

let configuredKey: string | null = null;

/**
 * The Maps JavaScript script is configured once per page (the map's key, or the address
 * autocomplete's when it comes first); each library loads on its first use.
 */
export function configureGoogle(apiKey: string) {
  if (configuredKey === null) {
    setOptions({ key: apiKey, v: 'weekly' });
    configuredKey = apiKey;
  }
  return importLibrary;
}
