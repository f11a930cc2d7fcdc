// The worker's formatters, as the browser runs them: an option the browser refuses (a date style
// with a zone's name, say) would throw before ICU's data loaded, and a worker that never closes
// would hold a thread for the page's life.
describe("the worker that loads ICU's data", () => {
  it('makes every formatter without an error, then closes', async () => {
    const close = jest.spyOn(globalThis, 'close').mockImplementation(() => undefined);
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    await expect(
      jest.isolateModulesAsync(async () => {
        await import('./intl-data-worker');
      }),
    ).resolves.toBeUndefined();
    expect(made.mock.calls.map(([locale]) => locale)).toEqual(
      expect.arrayContaining(['en-US', 'es-US']),
    );
    expect(close).toHaveBeenCalledTimes(1);
  });
});
