import { act, render, screen } from '@testing-library/react';
import { connection, useOnline } from './connection';

function Status() {
  return <p>{useOnline() ? 'online' : 'offline'}</p>;
}

describe('the shared online flag', () => {
  it('re-renders its readers when it changes', async () => {
    render(<Status />);
    expect(screen.getByText('online')).toBeTruthy();
    act(() => void (connection.online = false));
    expect(await screen.findByText('offline')).toBeTruthy();
    act(() => void (connection.online = true));
    expect(await screen.findByText('online')).toBeTruthy();
  });
});
