import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createAppState, type AppState } from '@qsr/shared-contracts';
import { initTestI18n } from '../../../tooling/testing/remote-pages';
import * as formFields from './form-fields-module';
import { FavouritesSelect } from './FavouritesSelect';
import { LocationMultiSelect } from './LocationMultiSelect';

// Typing through user-event is slow on a shared machine; these are whole customer journeys.
jest.setTimeout(20_000);

const places: AppState['locationList'] = Array.from({ length: 25 }, (_, i) => ({
  key: String(100 + i),
  value: `${i + 1} Main St`,
  city: i < 22 ? 'Raleigh' : 'Durham',
  state: 'NC',
  lat: 35,
  lng: -78,
}));

function Locations({ onChange }: { onChange(value: string[]): void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <label htmlFor="stores">Stores</label>
      <LocationMultiSelect
        inputId="stores"
        name="stores"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

/** The location multiselect over `places`, its input, and the values it has handed on. */
function renderLocations() {
  createAppState({ locationList: places });
  const changes: string[][] = [];
  render(<Locations onChange={(next) => changes.push(next)} />);
  return { input: screen.getByLabelText('Stores'), changes };
}

const favourites = Array.from({ length: 320 }, (_, i) => ({
  value: `sku-${i}`,
  label: `Product ${i}`,
}));

beforeEach(() => initTestI18n('en-US'));

describe('§2.12 form fields of the marketing forms', () => {
  it('are exposed together, bound to the contract', () => {
    expect(formFields.LocationMultiSelect).toBe(LocationMultiSelect);
    expect(formFields.FavouritesSelect).toBe(FavouritesSelect);
    expect(typeof formFields.contractMajor).toBe('number');
  });

  it('the location multiselect shows at most 20 options of the state list, and narrows as typed', async () => {
    const { input, changes } = renderLocations();
    await userEvent.click(input);
    expect(screen.getAllByRole('option')).toHaveLength(20);
    await userEvent.type(input, 'durham');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{Enter}');
    expect(changes).toEqual([['122']]);
  });

  it('keeps its 20-option window over a chain of 800 restaurants, and finds the last one', async () => {
    const chain: AppState['locationList'] = Array.from({ length: 800 }, (_, i) => ({
      key: String(2001 + i),
      value: `${100 + i} Main St`,
      city: i === 799 ? 'Gulfport' : 'Charlotte',
      state: i === 799 ? 'MS' : 'NC',
      lat: 35,
      lng: -80,
    }));
    createAppState({ locationList: chain });
    const changes: string[][] = [];
    render(<Locations onChange={(next) => changes.push(next)} />);
    const input = screen.getByLabelText('Stores');
    await userEvent.click(input);
    expect(screen.getAllByRole('option')).toHaveLength(20);
    await userEvent.type(input, 'gulfport');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    expect(changes).toEqual([['2800']]);
  });

  it("the location multiselect's no-result text, with its next step: clear the search", async () => {
    const { input, changes } = renderLocations();
    await userEvent.type(input, 'Boston');
    expect(
      screen.getByText('Oops! No elements found. Consider changing the search query.'),
    ).toBeInTheDocument();
    // The one choice is the next step, reached from the keyboard like any option.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Clear the search',
    ]);
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.getAllByRole('option')).toHaveLength(20);
    // Clearing the search chose nothing.
    expect(changes).toEqual([]);
  });

  it("tells a screen reader what happens in Spanish, not in react-select's English", async () => {
    initTestI18n('es');
    const { input } = renderLocations();
    const heard = () => document.querySelector('[aria-live]')?.textContent ?? '';
    await userEvent.type(input, 'Durham');
    expect(heard()).toContain('3 resultados disponibles para la búsqueda Durham.');
    await userEvent.clear(input);
    await userEvent.type(input, 'Boston');
    expect(heard()).toContain('Pulsa Intro para borrar la búsqueda.');
    expect(heard()).not.toMatch(/search term|selected|option|Use Up and Down|results available/i);
  });

  it('clears the search with a tap too, in Spanish', async () => {
    initTestI18n('es');
    const { input, changes } = renderLocations();
    await userEvent.type(input, 'Boston');
    expect(
      screen.getByText('¡Uy! No encontramos elementos. Prueba a cambiar la búsqueda.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Borrar la búsqueda' }));
    expect(input).toHaveValue('');
    expect(screen.getAllByRole('option')).toHaveLength(20);
    expect(changes).toEqual([]);
  });

  it("the favourites select offers at most 300 options and sums up past three as 'and {n} other favs'", async () => {
    const { rerender } = render(
      <>
        <label htmlFor="faves">Favourites</label>
        <FavouritesSelect
          inputId="faves"
          name="faves"
          value={[]}
          onChange={() => undefined}
          options={favourites}
        />
      </>,
    );
    await userEvent.click(screen.getByLabelText('Favourites'));
    expect(screen.getAllByRole('option')).toHaveLength(300);
    rerender(
      <>
        <label htmlFor="faves">Favourites</label>
        <FavouritesSelect
          inputId="faves"
          name="faves"
          value={['sku-1', 'sku-2', 'sku-3', 'sku-4', 'sku-5']}
          onChange={() => undefined}
          options={favourites}
        />
      </>,
    );
    expect(screen.getByText('Product 1')).toBeInTheDocument();
    expect(screen.getByText('Product 3')).toBeInTheDocument();
    expect(screen.queryByText('Product 4')).not.toBeInTheDocument();
    expect(screen.getByText('and 2 other favs')).toBeInTheDocument();
  });
});
