import { ApiError } from './request';
import { isRefusal, reportFailure } from './report-failure';

describe('what the site reports as its own error', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('says nothing of a refusal the customer is shown (an invalid code, an incomplete order)', () => {
    for (const status of [400, 404, 409, 422]) {
      const refusal = new ApiError(status, ['Invalid promo code.'], { code: 200 });
      expect(isRefusal(refusal)).toBe(true);
      reportFailure('Could not validate the box', refusal);
    }
    expect(error).not.toHaveBeenCalled();
  });

  it('reports no answer, an outage and anything else', () => {
    const failures = [
      new ApiError(0, ['No connection.'], undefined),
      new ApiError(500, ['Something went wrong.'], undefined),
      new ApiError(503, [], undefined),
      new TypeError('x is undefined'),
    ];
    for (const failure of failures) reportFailure('Could not validate the box', failure);
    expect(error.mock.calls).toEqual(
      failures.map((failure) => ['Could not validate the box', failure]),
    );
  });
});
