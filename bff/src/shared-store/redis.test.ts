import { createLogger } from '../logging/logger';
import { closedPort } from '../test-support/ports';
import { connectSharedStore, where } from './redis';

describe('the shared store', () => {
  it('names where it is without the password a URL carries', () => {
    expect(where('rediss://:s3cret@redis.example.com:6380/0')).toBe(
      'rediss://redis.example.com:6380',
    );
    expect(where('not a url')).toBe('REDIS_URL');
  });

  it('says it cannot be reached without giving its password away', async () => {
    const port = await closedPort();
    const store = connectSharedStore(`redis://:s3cret@127.0.0.1:${port}`, createLogger('silent'));
    try {
      await expect(store.whenUp(300)).rejects.toThrow(
        `the shared store at redis://127.0.0.1:${port} is not reachable`,
      );
      await expect(store.whenUp(300)).rejects.not.toThrow(/s3cret/);
    } finally {
      await store.close();
    }
  });
});
