import i18next from 'i18next';
import { initTestI18n } from '../../../tooling/testing/remote-pages';
import { NS } from '../strings';
import { selectLiveMessages, selectResultsStatus } from './select-live-messages';
import type { SelectOption } from './select-options';

const option = (value: string): SelectOption => ({ value, label: value });
const [first, second] = [option('23 Main St'), option('24 Main St')] as [
  SelectOption,
  SelectOption,
];

describe('what the restaurant multiselect tells a screen reader', () => {
  beforeAll(() => initTestI18n('es'));

  it('speaks Spanish on a Spanish page, at every moment react-select speaks', () => {
    const t = i18next.getFixedT('es', NS);
    const messages = selectLiveMessages(t, false);
    const heard = [
      messages.onChange?.({
        action: 'select-option',
        label: first.label,
        labels: [first.label],
        isDisabled: false,
        value: [first],
        option: first,
      }),
      messages.onChange?.({
        action: 'remove-value',
        label: first.label,
        labels: [],
        isDisabled: false,
        value: [],
        removedValue: first,
      }),
      messages.onChange?.({
        action: 'initial-input-focus',
        label: '',
        labels: [first.label, second.label],
        isDisabled: false,
        value: [first, second],
      }),
      messages.onFocus?.({
        context: 'menu',
        focused: second,
        options: [first, second],
        label: second.label,
        selectValue: [],
        isDisabled: false,
        isSelected: true,
        isAppleDevice: true,
      }),
      messages.guidance?.({
        'aria-label': undefined,
        isDisabled: false,
        context: 'menu',
        isSearchable: true,
        isMulti: true,
        tabSelectsValue: true,
        isInitialFocus: false,
      }),
      messages.onFilter?.({
        inputValue: 'Dur',
        resultsMessage: selectResultsStatus(t)({ count: 2 }),
      }),
    ];
    expect(heard).toEqual([
      'Opción 23 Main St, elegida.',
      'Opción 23 Main St, quitada.',
      'Opciones 23 Main St, 24 Main St, elegidas.',
      '24 Main St, elegida, 2 de 2.',
      'Usa Arriba y Abajo para recorrer las opciones, Intro para elegir la opción con el foco, Escape para salir del menú y Tab para elegirla y salir.',
      '2 resultados disponibles para la búsqueda Dur.',
    ]);
  });

  it('a search that finds nothing says so, and how to clear it', () => {
    const t = i18next.getFixedT('es', NS);
    expect(
      selectLiveMessages(t, true).onFilter?.({ inputValue: 'Boston', resultsMessage: '' }),
    ).toBe(
      '¡Uy! No encontramos elementos. Prueba a cambiar la búsqueda. Pulsa Intro para borrar la búsqueda.',
    );
  });
});
