import { importLibrary, setOptions } from '@googlemaps/js-api-loader';

let configuredKey: string | null = null;

/**
 * The Maps JavaScript script is configured once per page (the locator's map key, or the address
 * source's when it comes first); each library loads on its first use. It lives in the shared
 * singleton so that the map and every remote's address field configure the one loader.
 */
export function configureGoogle(apiKey: string) {
  if (configuredKey === null) {
    setOptions({ key: apiKey, v: 'weekly' });
    configuredKey = apiKey;
  }
  return importLibrary;
}
