import { useTranslation } from 'react-i18next';
import { registerStrings } from '@qsr/shared-contracts';
import { NS } from '../strings';

/**
 * The group pages' own namespace: registered when their chunk loads, so that the menu's route
 * entry carries none of it. The box's few group words are the team's (`strings.ts`).
 */
export const GROUP_NS = 'menuCartGroup';

/** Group orders' words (beyond the spec), English and Spanish. */
export const groupStrings = {
  'en-US': {
    orderTogetherHint: 'Share a link: everyone adds their own items to this box, and you pay once.',
    groupNeedsBox: 'Start a box first',
    groupNeedsBoxBody: 'Choose a restaurant and how to get your order, then invite others.',
    hostName: 'Your name, as guests will see it',
    cutoff: 'Guests can add items until',
    guestLimit: 'Most guests (optional)',
    guestLimitHint: '1 to 50. Leave empty for no limit.',
    spendingLimit: 'Most each guest may spend, in dollars (optional)',
    spendingLimitHint: '$1 to $500 before tax. Leave empty for no limit.',
    startGroup: 'Start the group order',
    starting: 'Starting…',
    nameNeeded: 'Enter a name of up to 40 characters.',
    guestLimitWrong: 'Enter a number of guests from 1 to 50, or leave it empty.',
    spendingLimitWrong: 'Enter an amount from $1 to $500, or leave it empty.',
    groupFailed: 'We could not reach the group order. Try again.',
    shareLink: 'Share this link',
    groupLink: 'Group order link',
    copyLink: 'Copy link',
    linkCopied: 'Link copied.',
    qrCode: 'QR code of the group order link',
    groupOpenUntil: 'Guests can add items until {{time}}.',
    groupClosedHost:
      'The cutoff has passed: guests can no longer change anything. Check out when you are ready.',
    groupEndedHost: 'You ended the group order. Your guests’ items stay in your box.',
    guestLimitIs: 'Up to {{count}} guests',
    spendingLimitIs: 'Up to {{amount}} per guest',
    everyone: 'Everyone’s items',
    noGuestsYet: 'No one has joined yet. Share the link.',
    guestDone: 'Done',
    guestChoosing: 'Still choosing',
    removeLineOf: 'Remove {{item}} from {{name}}’s items',
    endGroup: 'End the group order',
    endGroupSure: 'Guests will no longer be able to change anything. End the group order?',
    goToCheckout: 'Check out for everyone',
    groupOf: '{{name}}’s group order',
    groupFrom: 'From {{restaurant}}',
    groupMissingBody: 'You can also start an order of your own.',
    joinAs: 'Your name',
    joinGroup: 'Join the group order',
    joining: 'Joining…',
    whoIsIn: 'Who’s in',
    hostLabel: '{{name}} (host)',
    yourPart: 'Your items',
    yourPartEmpty: 'You have not added anything yet. Choose from the menu below.',
    partSubtotal: 'Your items come to {{amount}}.',
    remaining: 'You can add {{amount}} more.',
    imDone: 'I’m done',
    youAreDone:
      'Done. {{host}} will check out and pay. You can still change your items until {{time}}.',
    groupClosedGuest: 'The cutoff has passed: {{host}} is placing the order. Your items are in it.',
    groupEndedGuest: '{{host}} ended the group order. Nothing more can be changed.',
    chooseItems: 'Choose your items',
    addedToPart: '{{name}} was added to your items.',
    groupChangeFailed: 'That did not work. Your items are as shown.',
  },
  es: {
    orderTogetherHint:
      'Comparte un enlace: cada persona agrega sus artículos a esta caja, y tú pagas una sola vez.',
    groupNeedsBox: 'Empieza una caja primero',
    groupNeedsBoxBody: 'Elige un restaurante y cómo recibir tu pedido; luego invita a otros.',
    hostName: 'Tu nombre, como lo verán los invitados',
    cutoff: 'Los invitados pueden agregar artículos hasta',
    guestLimit: 'Máximo de invitados (opcional)',
    guestLimitHint: 'De 1 a 50. Déjalo vacío para no poner límite.',
    spendingLimit: 'Máximo que puede gastar cada invitado, en dólares (opcional)',
    spendingLimitHint: 'De $1 a $500 antes de impuestos. Déjalo vacío para no poner límite.',
    startGroup: 'Empezar el pedido en grupo',
    starting: 'Empezando…',
    nameNeeded: 'Escribe un nombre de hasta 40 caracteres.',
    guestLimitWrong: 'Escribe un número de invitados de 1 a 50, o déjalo vacío.',
    spendingLimitWrong: 'Escribe un monto de $1 a $500, o déjalo vacío.',
    groupFailed: 'No pudimos abrir el pedido en grupo. Inténtalo de nuevo.',
    shareLink: 'Comparte este enlace',
    groupLink: 'Enlace del pedido en grupo',
    copyLink: 'Copiar enlace',
    linkCopied: 'Enlace copiado.',
    qrCode: 'Código QR del enlace del pedido en grupo',
    groupOpenUntil: 'Los invitados pueden agregar artículos hasta {{time}}.',
    groupClosedHost:
      'Ya pasó la hora límite: los invitados ya no pueden cambiar nada. Paga cuando estés listo.',
    groupEndedHost:
      'Terminaste el pedido en grupo. Los artículos de tus invitados siguen en tu caja.',
    guestLimitIs: 'Hasta {{count}} invitados',
    spendingLimitIs: 'Hasta {{amount}} por invitado',
    everyone: 'Los artículos de todos',
    noGuestsYet: 'Nadie se ha unido todavía. Comparte el enlace.',
    guestDone: 'Listo',
    guestChoosing: 'Todavía eligiendo',
    removeLineOf: 'Quitar {{item}} de los artículos de {{name}}',
    endGroup: 'Terminar el pedido en grupo',
    endGroupSure: 'Los invitados ya no podrán cambiar nada. ¿Terminar el pedido en grupo?',
    goToCheckout: 'Pagar por todos',
    groupOf: 'Pedido en grupo de {{name}}',
    groupFrom: 'De {{restaurant}}',
    groupMissingBody: 'También puedes empezar tu propio pedido.',
    joinAs: 'Tu nombre',
    joinGroup: 'Unirme al pedido en grupo',
    joining: 'Uniéndote…',
    whoIsIn: 'Quiénes están',
    hostLabel: '{{name}} (organiza)',
    yourPart: 'Tus artículos',
    yourPartEmpty: 'Todavía no agregaste nada. Elige del menú de abajo.',
    partSubtotal: 'Tus artículos suman {{amount}}.',
    remaining: 'Puedes agregar {{amount}} más.',
    imDone: 'Ya terminé',
    youAreDone: 'Listo. {{host}} pagará el pedido. Puedes cambiar tus artículos hasta {{time}}.',
    groupClosedGuest:
      'Ya pasó la hora límite: {{host}} está haciendo el pedido. Tus artículos están incluidos.',
    groupEndedGuest: '{{host}} terminó el pedido en grupo. Ya no se puede cambiar nada.',
    chooseItems: 'Elige tus artículos',
    addedToPart: 'Se agregó {{name}} a tus artículos.',
    groupChangeFailed: 'No funcionó. Tus artículos están como se muestran.',
  },
} as const;

registerStrings(GROUP_NS, groupStrings);

/** The group pages' words: their own, else the team's (the box's, the menu's). */
export const useGroupWords = () => useTranslation([GROUP_NS, NS], { nsMode: 'fallback' });
