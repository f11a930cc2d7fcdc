import '@qsr/shared-ui/styles.css';
import { mountStandalone } from '@qsr/shared-contracts/standalone';
import { pages } from './routes';

mountStandalone('account', pages);
