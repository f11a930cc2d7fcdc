import '@qsr/shared-ui/styles.css';
import { mountStandalone } from '@qsr/shared-contracts/src/standalone/mount-standalone';
import { pages } from './routes';

mountStandalone('menuCart', pages);
