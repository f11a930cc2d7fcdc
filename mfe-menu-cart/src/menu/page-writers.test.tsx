import { screen } from '@testing-library/react';
import { useAllergenWords } from '../allergens/allergen-words';
import { renderWithState } from '../testing/render';
import { useCalorieFigure } from './calorie-figure';

/** A card's words as the menu writes them: its allergens and its calories. */
function CardWords({ index }: { index: number }) {
  const allergenWords = useAllergenWords();
  const calorieFigure = useCalorieFigure();
  return (
    <p data-testid={`card-${index}`}>
      {allergenWords(['milk', 'wheat', 'soy'])} · {calorieFigure(3600 + index)}
    </p>
  );
}

const cards = Array.from({ length: 12 }, (_, index) => <CardWords key={index} index={index} />);

// A menu writes on every card; each Intl writer costs ICU milliseconds to make at a phone's
// speed (the menu's Lighthouse profile), so the page makes one of each a language.
describe("the menu's writers", () => {
  const { ListFormat, NumberFormat } = Intl;
  const made = { lists: 0, figures: 0 };
  /** Puts `Counted` in place of Intl's `name` (a native constructor cannot be spied on). */
  const replace = (name: 'ListFormat' | 'NumberFormat', Counted: unknown) =>
    Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });

  beforeEach(() => {
    made.lists = 0;
    made.figures = 0;
    replace(
      'ListFormat',
      class extends ListFormat {
        constructor(...args: ConstructorParameters<typeof ListFormat>) {
          super(...args);
          made.lists += 1;
        }
      },
    );
    replace(
      'NumberFormat',
      class extends NumberFormat {
        constructor(...args: ConstructorParameters<typeof NumberFormat>) {
          super(...args);
          made.figures += 1;
        }
      },
    );
  });

  afterEach(() => {
    replace('ListFormat', ListFormat);
    replace('NumberFormat', NumberFormat);
  });

  it.each([
    ['en-US', 'milk, wheat, and soy · 3,600'],
    ['es', 'leche, trigo y soya · 3,600'],
  ] as const)(
    'in %s, write every card with one list and one figure writer',
    async (language, first) => {
      await renderWithState(<>{cards}</>, { language, state: { language } });
      expect(screen.getByTestId('card-0')).toHaveTextContent(first);
      expect(screen.getByTestId('card-11')).toHaveTextContent('3,611');
      // At most one: another test of this run may have made the language's writer already.
      expect(made.lists).toBeLessThanOrEqual(1);
      expect(made.figures).toBeLessThanOrEqual(1);
    },
  );
});
