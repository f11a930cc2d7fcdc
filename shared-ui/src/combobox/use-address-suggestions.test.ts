import { act, renderHook, waitFor } from '@testing-library/react';
import type { AddressSource, Suggestion } from '@qsr/shared-contracts';
import { SUGGEST_DEBOUNCE_MS, useAddressSuggestions } from './use-address-suggestions';

describe('asking for suggestions as the customer types', () => {
  it('asks after a pause, and aborts the ask for text typed over', async () => {
    const signals: AbortSignal[] = [];
    const answers: Array<(found: Suggestion[]) => void> = [];
    const source: AddressSource = {
      suggest: (_text, signal) => {
        signals.push(signal);
        return new Promise((resolve) => answers.push(resolve));
      },
    };
    const { result, rerender } = renderHook(
      ({ text }) => useAddressSuggestions(source, text, true),
      { initialProps: { text: '12 ma' } },
    );
    await waitFor(() => expect(signals).toHaveLength(1));
    rerender({ text: '12 main' });
    expect(signals[0]?.aborted).toBe(true);
    // The old text's late answer is not shown.
    const stale = { key: 'x', label: 'x', choose: async () => null };
    act(() => answers[0]?.([stale]));
    expect(result.current).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, SUGGEST_DEBOUNCE_MS + 50));
    expect(signals).toHaveLength(2);
  });

  it('never shows the list of earlier text under the text typed on', async () => {
    const twelve = {
      key: '12k',
      label: '12 King St, Charleston, SC 29401',
      choose: async () => null,
    };
    const source: AddressSource = {
      suggest: async (text) => (text === '12' ? [twelve] : []),
    };
    const { result, rerender } = renderHook(
      ({ text }) => useAddressSuggestions(source, text, true),
      { initialProps: { text: '12' } },
    );
    await waitFor(() => expect(result.current).toEqual([twelve]));
    // Typed on to another street: the list for "12" is not what "123 fay" means.
    rerender({ text: '123 fay' });
    expect(result.current).toEqual([]);
  });
});
