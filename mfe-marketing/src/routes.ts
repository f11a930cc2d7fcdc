import type { RemoteRoutesModule } from '@qsr/shared-contracts';
import { ContentPage } from './pages/ContentPage';
import './strings';

export const pages: RemoteRoutesModule<'marketing'>['pages'] = {
  about: ContentPage,
  'about-chicken-scoop': ContentPage,
  'about-page': ContentPage,
  'biscuit-month': ContentPage,
  'bo-time-moments': ContentPage,
  chickenverse: ContentPage,
  'expansion-menu': ContentPage,
  'expansion-menu-items': ContentPage,
  'expansion-menu-item': ContentPage,
  foundation: ContentPage,
  franchising: ContentPage,
  'in-the-community': ContentPage,
  'media-resources': ContentPage,
  'news-and-community': ContentPage,
  refund: ContentPage,
  search: ContentPage,
  'technical-support': ContentPage,
  welcome: ContentPage,
  'content-page': ContentPage,
};

export const contractMajor = __CONTRACT_MAJOR__;
