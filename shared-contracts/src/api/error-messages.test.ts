import {
  CONNECTION_ISSUE,
  connectionIssue,
  customerMessage,
  errorCodeFrom,
  errorMessagesFrom,
  messageCode,
} from './error-messages';

describe('§8 shared request helper error forms', () => {
  it('shows an array of strings as is', () => {
    expect(errorMessagesFrom(['a', 'b'])).toEqual(['a', 'b']);
  });
  it('shows an array of objects by each message field', () => {
    expect(errorMessagesFrom([{ message: 'one' }, { message: 'two' }, { code: 3 }])).toEqual([
      'one',
      'two',
    ]);
  });
  it('shows an object with message as that single message, without the platform’s number', () => {
    expect(errorMessagesFrom({ message: '[200] Code is invalid', code: 200 })).toEqual([
      'Code is invalid',
    ]);
  });
  it.each([undefined, null, '', 'Bad Gateway', 42, {}, [], [{}], { message: 7 }])(
    'shows the connection issue otherwise (%p)',
    (body) => {
      expect(errorMessagesFrom(body)).toEqual([CONNECTION_ISSUE]);
    },
  );
});

describe('the platform’s numbers stay with the site', () => {
  it('reads the number of a message, and of a failure body', () => {
    expect(messageCode('[230] Your card was declined.')).toBe(230);
    expect(messageCode('Connection issue. Please try again.')).toBeNull();
    expect(errorCodeFrom({ message: '[228] We could not find that address.', code: 228 })).toBe(
      228,
    );
    expect(errorCodeFrom({ message: 'Coupon code cannot be empty.', code: 201 })).toBe(201);
    expect(errorCodeFrom(['[210] Wrong.', '[211] Taken.'])).toBe(210);
    expect(errorCodeFrom('<html>')).toBeNull();
  });

  it('gives the customer words of our own for a number they can act on, in their language', () => {
    const unknownAddress =
      '[228] We could not find that address. Please check the street, city and zip.';
    expect(customerMessage(unknownAddress, 'en-US')).toBe(
      'We do not deliver to this address: it is outside our delivery area. Please check the street, city and zip, or choose pickup.',
    );
    expect(customerMessage(unknownAddress, 'es')).toMatch(/^No entregamos en esta dirección/);
    expect(customerMessage('[210] The email or password you entered is incorrect.', 'es')).toBe(
      'El correo o la contraseña no son correctos. Inténtalo de nuevo.',
    );
  });

  it('keeps the upstream’s words, without the number, where they carry the specifics', () => {
    expect(customerMessage('[238] Please choose 1 for Size.', 'en-US')).toBe(
      'Please choose 1 for Size.',
    );
    expect(customerMessage('[224] Corn is not available right now.', 'es')).toBe(
      'Corn is not available right now.',
    );
    expect(customerMessage('Sold out', 'en-US')).toBe('Sold out');
  });

  it('never shows a number, whatever the body', () => {
    const bodies = [
      { message: '[999] Something new' },
      ['[100] Location not found', '[220] Your order is empty.'],
      [{ message: '[300] Please confirm you are not a robot.' }],
    ];
    for (const body of bodies) {
      for (const message of errorMessagesFrom(body)) expect(message).not.toMatch(/\[\d+\]/);
    }
  });
});

describe('§8 the connection issue in the customer’s language', () => {
  it('is the spec’s English text, and Spanish on a Spanish page', () => {
    expect(connectionIssue('en-US')).toBe(CONNECTION_ISSUE);
    expect(connectionIssue('es')).toBe('Problema de conexión. Inténtalo de nuevo.');
  });

  it('replaces the English text the BFF writes in a failure body', () => {
    expect(customerMessage(CONNECTION_ISSUE, 'es')).toBe(connectionIssue('es'));
    expect(customerMessage(CONNECTION_ISSUE, 'en-US')).toBe(CONNECTION_ISSUE);
  });
});
