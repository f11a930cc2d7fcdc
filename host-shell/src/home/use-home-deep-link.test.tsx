import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { createAppState, readSiteConfig, type Language } from '@qsr/shared-contracts';
import { mockFetch } from '@qsr/shared-contracts/testing';
import '../i18n/test-i18n';
import { SiteConfigContext } from '../site/site-config-context';
import { HomePage } from './HomePage';
import { homeDeepLinkTarget } from './use-home-deep-link';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderHomeAt(path: string, language: Language) {
  // The content service never answers: the deep link does not wait for the home page's story.
  mockFetch(() => new Promise(() => undefined));
  createAppState({ language });
  void i18next.changeLanguage(language);
  render(
    <SiteConfigContext.Provider value={readSiteConfig()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/menu" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </SiteConfigContext.Provider>,
  );
}

afterEach(() => void i18next.changeLanguage('en-US'));

describe('§4.9 a product deep link on the home page', () => {
  it.each<Language>(['en-US', 'es'])(
    'goes on to the menu with the whole query (%s)',
    async (language) => {
      renderHomeAt('/?product=honey%20butter%20biscuit&utm_source=mail', language);
      expect(await screen.findByTestId('where')).toHaveTextContent(
        '/menu?product=honey+butter+biscuit&utm_source=mail',
      );
    },
  );

  it('stays home without a product', () => {
    expect(homeDeepLinkTarget('?utm_source=mail')).toBeNull();
    expect(homeDeepLinkTarget('?product=%20')).toBeNull();
    expect(homeDeepLinkTarget('?product=tea')).toBe('/menu?product=tea');
  });
});
