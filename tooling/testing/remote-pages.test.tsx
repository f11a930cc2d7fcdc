import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { expectTranslatedHeading, initTestI18n } from './remote-pages';

const NS = 'heading-check';

function Page() {
  const { t } = useTranslation(NS);
  return <h1>{t('title')}</h1>;
}

describe('the Spanish heading check of every remote route', () => {
  beforeEach(async () => {
    await initTestI18n();
    i18next.removeResourceBundle('es', NS);
    i18next.addResourceBundle('en-US', NS, { title: 'Our menu' });
  });

  it('passes a heading translated into Spanish', async () => {
    i18next.addResourceBundle('es', NS, { title: 'Nuestro menú' });
    await expect(expectTranslatedHeading(Page, '/menu')).resolves.toBeUndefined();
  });

  it('fails a heading Spanish lacks (i18next shows the English one)', async () => {
    await expect(expectTranslatedHeading(Page, '/menu')).rejects.toThrow('Our menu');
  });
});
