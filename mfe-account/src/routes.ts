import type { RemoteRoutesModule } from '@qsr/shared-contracts';
import { AccountPage } from './member/AccountPage';
import { AccountSlugPage } from './member/AccountSlugPage';
import { CompletePage } from './entry/CompletePage';
import { InboxPage } from './inbox/InboxPage';
import { LoginPage } from './entry/LoginPage';
import { MessagingTestPage } from './messaging/MessagingTestPage';
import { OAuthCallbackPage } from './entry/OAuthCallbackPage';
import { OffersPage } from './offers/OffersPage';
import { OrderHistoryPage } from './history/OrderHistoryPage';
import { PasswordResetPage } from './entry/PasswordResetPage';
import { PaymentsPage } from './payments/PaymentsPage';
import { ResetPasswordPage } from './entry/ResetPasswordPage';
import { SettingsPage } from './settings/SettingsPage';
import { SignupPage } from './entry/SignupPage';
import { VerifyPage } from './entry/VerifyPage';
import './strings';

export const pages: RemoteRoutesModule<'account'>['pages'] = {
  account: AccountPage,
  'account-page': AccountSlugPage,
  'account-complete': CompletePage,
  'account-inbox': InboxPage,
  'account-login': LoginPage,
  'app-signin': LoginPage,
  'account-oauthcallback': OAuthCallbackPage,
  'account-order-history': OrderHistoryPage,
  'account-password-reset': PasswordResetPage,
  'account-payments': PaymentsPage,
  'account-reset-password': ResetPasswordPage,
  'account-settings': SettingsPage,
  'account-signup': SignupPage,
  'account-verify': VerifyPage,
  offers: OffersPage,
  'messaging-test': MessagingTestPage,
};

export const contractMajor = __CONTRACT_MAJOR__;
