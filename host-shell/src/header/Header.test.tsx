import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { createAppState, type Channel, type Language } from '@qsr/shared-contracts';
import '../i18n/test-i18n';
import { Header } from './Header';

jest.mock('../remotes/remote-loader', () => ({
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
  loadedRemoteModule: jest.fn(),
  forgetRemote: jest.fn(),
}));

function renderHeader(channel: Channel, language: Language) {
  createAppState({ channel, language });
  void i18next.changeLanguage(language);
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Header />
    </MemoryRouter>,
  );
}

afterEach(() => void i18next.changeLanguage('en-US'));

describe('§2.3, §4.11 the header language toggle', () => {
  it.each<[Channel, Language, string]>([
    ['default', 'en-US', 'Español'],
    ['default', 'es', 'English'],
    ['catering', 'en-US', 'Español'],
    // A catering customer who chose Spanish finds the way back to English.
    ['catering', 'es', 'English'],
  ])('%s in %s offers %s', (channel, language, other) => {
    renderHeader(channel, language);
    expect(screen.getByRole('button', { name: other })).toHaveAttribute(
      'lang',
      other === 'English' ? 'en-US' : 'es',
    );
  });
});
