import '@qsr/shared-ui/styles.css';
import { mountStandalone } from '@qsr/shared-contracts/standalone';
import { pages } from './pages';

mountStandalone('menuCart', pages);
