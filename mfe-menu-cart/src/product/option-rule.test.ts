import i18next from 'i18next';
import { initTestI18n } from '../../../tooling/testing/remote-pages';
import { NS } from '../strings';
import { optionRuleText } from './option-rule';

describe('what an option group asks for, beside its name', () => {
  it.each([
    ['en-US', ['Optional', 'Choose up to 3', 'Choose 1', 'Choose 12', 'Choose 1 to 4']],
    ['es', ['Opcional', 'Elige hasta 3', 'Elige 1', 'Elige 12', 'Elige de 1 a 4']],
  ] as const)('reads as a customer would say it (%s)', async (language, said) => {
    await initTestI18n(language);
    const t = i18next.getFixedT(language, NS);
    const groups = [
      { min: 0, max: 1 }, // one choice or 'No thanks': not 'Choose up to 1'
      { min: 0, max: 3 },
      { min: 1, max: 1 },
      { min: 12, max: 12 },
      { min: 1, max: 4 },
    ];
    expect(groups.map((group) => optionRuleText(group, t))).toEqual(said);
  });
});
