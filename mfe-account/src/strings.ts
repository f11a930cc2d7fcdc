import { registerStrings } from '@qsr/shared-contracts';

/** The account team's strings, English and Spanish. */
export const strings = {
  'en-US': {
    myAccount: 'My Account',
    completeProfile: 'Complete your profile',
    inbox: 'Inbox',
    signIn: 'Sign In',
    signingIn: 'Signing you in',
    orderHistory: 'Order History',
    forgotPassword: 'Forgot your password?',
    payments: 'Payment Methods',
    resetPassword: 'Reset your password',
    settings: 'Account Settings',
    signUp: 'Create an Account',
    verify: 'Verify your email',
    offers: 'Offers',
    messages: 'In-app messages',
  },
  es: {
    myAccount: 'Mi cuenta',
    completeProfile: 'Completa tu perfil',
    inbox: 'Buzón',
    signIn: 'Iniciar sesión',
    signingIn: 'Iniciando sesión',
    orderHistory: 'Historial de pedidos',
    forgotPassword: '¿Olvidaste tu contraseña?',
    payments: 'Métodos de pago',
    resetPassword: 'Restablece tu contraseña',
    settings: 'Configuración de la cuenta',
    signUp: 'Crear una cuenta',
    verify: 'Verifica tu correo',
    offers: 'Ofertas',
    messages: 'Mensajes de la app',
  },
} as const;

export const NS = 'account';
registerStrings(NS, strings);
