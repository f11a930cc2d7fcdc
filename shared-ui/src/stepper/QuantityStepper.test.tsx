import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityStepper } from './QuantityStepper';

const labels = { decreaseLabel: 'Fewer', increaseLabel: 'More', quantityLabel: 'Quantity' };

describe('QuantityStepper', () => {
  it('steps within its limits', async () => {
    const onChange = jest.fn();
    const { rerender } = render(
      <QuantityStepper value={1} onChange={onChange} max={2} {...labels} />,
    );
    expect(screen.getByRole('button', { name: 'Fewer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(onChange).toHaveBeenCalledWith(2);
    rerender(<QuantityStepper value={2} onChange={onChange} max={2} {...labels} />);
    expect(screen.getByRole('button', { name: 'More' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
  });
});
