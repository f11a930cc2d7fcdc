import { requestLanguage, requestRestaurant } from './first-screen';

describe('the reader’s language as the server knows it (first screen)', () => {
  it('prefers the parameter, then the language cookie, then the default', () => {
    expect(requestLanguage('?lang=en', { 'qsr-lang': 'es' })).toBe('en-US');
    expect(requestLanguage('', { a: '1', 'qsr-lang': 'es' })).toBe('es');
    expect(requestLanguage('', { 'qsr-lang': 'klingon' })).toBe('en-US');
    expect(requestLanguage('', { 'qsr-lang': '%E0%A4%A' })).toBe('en-US');
    expect(requestLanguage('', {})).toBe('en-US');
  });
});

describe('the chosen restaurant as the server knows it (first screen)', () => {
  it('reads the restaurant cookie, and nothing that is not an id', () => {
    expect(requestRestaurant({ a: '1', 'qsr-restaurant': '101' })).toBe(101);
    expect(requestRestaurant({ 'qsr-restaurant': 'abc' })).toBeUndefined();
    expect(requestRestaurant({ 'qsr-restaurant': '-3' })).toBeUndefined();
    expect(requestRestaurant({ 'qsr-restaurant': '%E0%A4%A' })).toBeUndefined();
    expect(requestRestaurant({})).toBeUndefined();
  });
});
