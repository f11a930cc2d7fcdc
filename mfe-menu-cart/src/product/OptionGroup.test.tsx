import { screen } from '@testing-library/react';
import type { ProductOption } from '@qsr/shared-contracts';
import { renderWithState } from '../testing/render';
import { OptionGroup } from './OptionGroup';

const size: ProductOption = {
  id: 31,
  name: 'Size',
  min: 1,
  max: 1,
  choices: [
    { id: 311, name: 'Small (16 oz)', cost: 0, calories: 0 },
    { id: 312, name: 'Large (32 oz)', cost: 0.8, calories: 180 },
  ],
};

describe('an option group', () => {
  it.each([
    ['en-US', '+180 Cal'],
    ['es', '+180 cal'],
  ] as const)('says what a size adds, never "0 Cal" (%s)', async (language, added) => {
    await renderWithState(<OptionGroup option={size} chosen={{}} onChange={() => undefined} />, {
      language,
    });
    expect(screen.getByRole('radio', { name: /^Small \(16 oz\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Large \(32 oz\)/ })).toHaveAccessibleName(
      expect.stringContaining(added),
    );
    expect(document.body).not.toHaveTextContent(/\b0 Cal/i);
  });
});
