import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { useUpdateAsked } from './use-update-asked';

function Probe() {
  const asked = useUpdateAsked();
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/menu')}>
      {asked ? 'asked' : 'not yet'}
    </button>
  );
}

const renderProbe = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Probe />
    </MemoryRouter>,
  );

describe('when the page asks for new pins', () => {
  it('not with the first screen; once the customer navigates', () => {
    renderProbe();
    const probe = screen.getByRole('button');
    expect(probe).toHaveTextContent('not yet');
    act(() => probe.click());
    expect(probe).toHaveTextContent('asked');
  });

  it('once the customer comes back to the tab', () => {
    renderProbe();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(screen.getByRole('button')).toHaveTextContent('asked');
  });
});
