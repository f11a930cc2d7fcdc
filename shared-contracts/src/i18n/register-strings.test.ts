import i18next from 'i18next';
import { registerStrings } from './register-strings';

describe('team strings', () => {
  it('are added to the one i18next instance, also when it starts later', async () => {
    registerStrings('team', { 'en-US': { hello: 'Hello' }, es: { hello: 'Hola' } });
    await i18next.init({ lng: 'es', resources: {}, showSupportNotice: false } as never);
    expect(i18next.t('hello', { ns: 'team' })).toBe('Hola');
    registerStrings('later', { 'en-US': { bye: 'Bye' }, es: { bye: 'Adiós' } });
    expect(i18next.t('bye', { ns: 'later' })).toBe('Adiós');
  });
});
