import i18next from 'i18next';
import { initTestI18n } from '../../../tooling/testing/remote-pages';
import { NS } from '../strings';
import { localisedError } from './promo-message';

describe('§8 promo messages in the customer language', () => {
  it('keeps the §8 texts verbatim in English and translates them in Spanish', async () => {
    await initTestI18n('en-US');
    const en = i18next.getFixedT('en-US', NS);
    expect(localisedError('Error: Invalid promo code.', en)).toBe('Error: Invalid promo code.');
    expect(localisedError('Offer not valid - $200.00 Minimum Required', en)).toBe(
      'Offer not valid - $200.00 Minimum Required',
    );
    const es = i18next.getFixedT('es', NS);
    expect(localisedError('Error: Promo code cannot be empty.', es)).toBe(
      'Error: El código promocional no puede estar vacío.',
    );
    expect(localisedError('Error: Offer not valid - $100.00 Minimum Required', es)).toBe(
      'Error: Oferta no válida: se requiere un mínimo de $100.00',
    );
    expect(localisedError('Error: Connection issue. Please try again.', es)).toBe(
      'Error: Problema de conexión. Inténtalo de nuevo.',
    );
  });
  it('shows any other server text as it came', async () => {
    await initTestI18n('es');
    expect(localisedError('Error: [205] Code has ended', i18next.getFixedT('es', NS))).toBe(
      'Error: [205] Code has ended',
    );
  });
});
