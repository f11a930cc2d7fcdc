import { CONNECTION_ISSUE, errorMessagesFrom } from './error-messages';

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
  it('shows an object with message as that single message', () => {
    expect(errorMessagesFrom({ message: '[200] Code is invalid', code: 200 })).toEqual([
      '[200] Code is invalid',
    ]);
  });
  it.each([undefined, null, '', 'Bad Gateway', 42, {}, [], [{}], { message: 7 }])(
    'shows the connection issue otherwise (%p)',
    (body) => {
      expect(errorMessagesFrom(body)).toEqual([CONNECTION_ISSUE]);
    },
  );
});
