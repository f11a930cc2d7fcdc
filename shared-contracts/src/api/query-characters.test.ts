import { queryHasControlCharacters } from './query-characters';

describe('queryHasControlCharacters', () => {
  it.each([
    '/x?q=a%00b',
    '/x?q=%01',
    '/x?q=%09',
    '/x?q=line%0Abreak',
    '/x?q=%0d',
    '/x?q=%1B',
    '/x?q=%1f',
    '/x?q=%7F',
    '/x?a=1&q%00=x',
    '/x?%00',
  ])('%s has one', (url) => {
    expect(queryHasControlCharacters(url)).toBe(true);
  });

  it.each([
    '/x',
    '/x?',
    '/x?q=Raleigh%2C+NC',
    '/x?q=S%C3%A3o%20Paulo',
    '/x?q=%2500',
    '/x?q=%zz',
    '/x?q=%',
  ])('%s has none', (url) => {
    expect(queryHasControlCharacters(url)).toBe(false);
  });
});
