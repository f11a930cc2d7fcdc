import { act, render, screen } from '@testing-library/react';
import { connection, useOnline } from '@qsr/shared-contracts';
import { watchConnection } from './watch-connection';

function Status() {
  return <p>{useOnline() ? 'online' : 'offline'}</p>;
}

describe('the shared online flag', () => {
  it('follows the browser’s offline and online events, and says when it is back', async () => {
    const back = jest.fn();
    const stop = watchConnection(window, back);
    render(<Status />);
    expect(screen.getByText('online')).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText('offline')).toBeTruthy();
    expect(connection.online).toBe(false);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('online')).toBeTruthy();
    expect(back).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(connection.online).toBe(true);
  });
});
