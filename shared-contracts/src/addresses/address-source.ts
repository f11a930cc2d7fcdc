import type { Channel } from '../channel/channel';
import type { SiteConfig } from '../site-config';
import type { AddressSuggestion } from '../types/address-suggestion';
import type { Language } from '../types/language';

/** A restaurant that delivers to an address. */
export type Deliverer = AddressSuggestion['restaurants'][number];

/** A chosen address, as the form's fields take it, placed, with who delivers there. */
export type ChosenAddress = Omit<AddressSuggestion, 'label'>;

/** One line of the list: its text and, once chosen, the address it stands for. */
export interface Suggestion {
  key: string;
  label: string;
  /** Known before it is chosen (the ordering API's); unknown for Google's until then. */
  restaurants?: Deliverer[];
  choose(): Promise<ChosenAddress | null>;
}

/** Where suggestions come from. */
export interface AddressSource {
  suggest(text: string, signal: AbortSignal): Promise<Suggestion[]>;
}

/** Google Places when the site config has its key, else the ordering API. */
export type AddressSourceKind = 'google' | 'restaurants';

export const addressSourceKind = (config: Pick<SiteConfig, 'placesApiKey'>): AddressSourceKind =>
  config.placesApiKey ? 'google' : 'restaurants';

/** What a source needs to know of the page. */
export interface SourceContext {
  channel: Channel;
  language: Language;
}
