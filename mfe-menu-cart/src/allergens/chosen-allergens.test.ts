import { chosenAllergens, chosenChoices } from './chosen-allergens';

const tenders = {
  allergens: ['wheat'],
  options: [
    {
      choices: [
        { id: 1, name: 'Honey Mustard', allergens: ['egg'] },
        { id: 2, name: 'Buttermilk Ranch', allergens: ['milk', 'egg'] },
        { id: 3, name: 'Hot Honey' },
      ],
    },
  ],
};

describe('the allergens of an item as chosen', () => {
  it('are its own and those of each choice picked, each once', () => {
    expect(chosenAllergens(tenders, {})).toEqual(['wheat']);
    expect(chosenAllergens(tenders, { 1: 2, 2: 1, 3: 1 })).toEqual(['wheat', 'egg', 'milk']);
    expect(chosenAllergens(tenders, { 1: 0 })).toEqual(['wheat']);
  });

  it('come with the choices that add them', () => {
    expect(chosenChoices(tenders, { 2: 1, 3: 1 }).map((choice) => choice.name)).toEqual([
      'Buttermilk Ranch',
      'Hot Honey',
    ]);
  });
});
