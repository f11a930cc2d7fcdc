import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityStepper } from './QuantityStepper';

const labels = {
  decreaseLabel: 'Fewer',
  increaseLabel: 'More',
  quantityLabel: 'Quantity of Tenders',
};

describe('QuantityStepper', () => {
  it('steps within its limits', async () => {
    const onChange = jest.fn();
    const { rerender } = render(
      <QuantityStepper value={1} onChange={onChange} max={2} groupLabel="Quantity" {...labels} />,
    );
    expect(screen.getByRole('button', { name: 'Fewer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(onChange).toHaveBeenCalledWith(2);
    rerender(
      <QuantityStepper value={2} onChange={onChange} max={2} groupLabel="Quantity" {...labels} />,
    );
    expect(screen.getByRole('button', { name: 'More' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
    expect(screen.getByRole('status', { name: 'Quantity of Tenders' })).toHaveTextContent('2');
  });

  it('at its lowest, with onRemove, offers to take the thing away instead of one fewer', async () => {
    const onRemove = jest.fn();
    const onChange = jest.fn();
    const { rerender } = render(
      <QuantityStepper
        value={1}
        onChange={onChange}
        onRemove={onRemove}
        removeLabel="Remove Tenders"
        {...labels}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Fewer' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Tenders' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    rerender(
      <QuantityStepper
        value={2}
        onChange={onChange}
        onRemove={onRemove}
        removeLabel="Remove Tenders"
        {...labels}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fewer' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('without a group name it is no group, and disabled it changes nothing', () => {
    render(<QuantityStepper value={0} min={0} onChange={() => {}} disabled {...labels} />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
