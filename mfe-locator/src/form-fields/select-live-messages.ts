import type { TFunction } from 'i18next';
import type { AriaLiveMessages, GroupBase } from 'react-select';
import type { SelectOption } from './select-options';

type LiveMessages = AriaLiveMessages<SelectOption, true, GroupBase<SelectOption>>;

/** "2 of 5": where an item is in its list, as react-select counts it. */
const place = (t: TFunction, list: readonly unknown[] | undefined, item: unknown) =>
  list?.length ? t('selectPlace', { n: list.indexOf(item) + 1, count: list.length }) : '';

/**
 * What react-select tells a screen reader, in the page's language: its own messages are
 * English only, which left a Spanish page speaking half English. Same moments and facts as
 * react-select's defaults; a search that finds nothing says so, and how to clear it.
 */
export function selectLiveMessages(t: TFunction, nothingFound: boolean): LiveMessages {
  return {
    guidance: ({ context, isInitialFocus, tabSelectsValue, ...props }) => {
      if (context === 'menu')
        return t(tabSelectsValue ? 'selectMenuGuidanceTab' : 'selectMenuGuidance');
      if (context === 'value') return t('selectValueGuidance');
      if (context === 'input' && isInitialFocus)
        return t('selectInputGuidance', { label: props['aria-label'] ?? t('selectLabel') });
      return '';
    },
    onChange: ({ action, label = '', labels, isDisabled }) => {
      switch (action) {
        case 'deselect-option':
        case 'pop-value':
        case 'remove-value':
          return t('selectDeselected', { label });
        case 'clear':
          return t('selectCleared');
        case 'initial-input-focus':
          return t('selectChosen', { labels: labels.join(', '), count: labels.length });
        case 'select-option':
          return isDisabled ? t('selectDisabled', { label }) : t('selectSelected', { label });
        default:
          return '';
      }
    },
    onFocus: ({
      context,
      focused,
      options,
      label = '',
      selectValue,
      isDisabled,
      isSelected,
      isAppleDevice,
    }) => {
      if (context === 'value' && selectValue)
        return t('selectValueFocused', { label, place: place(t, selectValue, focused) });
      if (context === 'menu' && isAppleDevice) {
        const state = [
          isSelected ? t('selectStateSelected') : '',
          isDisabled ? t('selectStateDisabled') : '',
        ].filter(Boolean);
        return `${[label, ...state].join(', ')}, ${place(t, options, focused)}.`;
      }
      return '';
    },
    onFilter: ({ inputValue, resultsMessage }) =>
      nothingFound
        ? `${t('noElementsFound')} ${t('clearSearchHint')}`
        : inputValue
          ? t('selectResultsFor', { results: resultsMessage, search: inputValue })
          : `${resultsMessage}.`,
  };
}

/** react-select's count of the options shown, in the page's language. */
export const selectResultsStatus =
  (t: TFunction) =>
  ({ count }: { count: number }) =>
    t('selectResults', { count });
