import { hasSearched, jobSearchQuery, readJobSearch } from './job-search-params';

const read = (query: string) => readJobSearch(new URLSearchParams(query));

describe('the job search in the URL', () => {
  it('reads keyword, place and page', () => {
    expect(read('keyword=Cook&place=27612&page=3')).toEqual({
      keyword: 'Cook',
      place: '27612',
      page: 3,
    });
  });

  it('ignores a malformed page and half a point', () => {
    expect(read('page=-2&lat=35.7')).toEqual({ keyword: '', place: '', page: 1 });
    expect(read('page=abc&lat=95&lng=10').page).toBe(1);
    expect(read('lat=95&lng=10').point).toBeUndefined();
  });

  it('turns a typed place into zip, or city and state', () => {
    expect(jobSearchQuery(read('place=27612'))).toEqual({ zip: '27612', page: 1 });
    expect(jobSearchQuery(read('keyword=leader&place=Raleigh,%20NC&page=2'))).toEqual({
      keyword: 'leader',
      city: 'Raleigh',
      state: 'NC',
      page: 2,
    });
  });

  it('prefers the browser’s point to a typed place', () => {
    expect(jobSearchQuery(read('lat=35.78&lng=-78.64&place=Atlanta'))).toEqual({
      lat: 35.78,
      lng: -78.64,
      page: 1,
    });
  });

  it('knows whether the customer searched', () => {
    expect(hasSearched(new URLSearchParams(''))).toBe(false);
    expect(hasSearched(new URLSearchParams('page=1'))).toBe(true);
    expect(hasSearched(new URLSearchParams('utm_source=x'))).toBe(false);
  });
});
