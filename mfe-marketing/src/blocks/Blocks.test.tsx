import { render, screen } from '@testing-library/react';
import { initTestI18n } from '../../../tooling/testing/remote-pages';
import type { Block } from '../content/content-types';
import '../strings';
import { Blocks } from './Blocks';

jest.mock('../forms/ContentForm', () => ({
  __esModule: true,
  // The form's chunk on a slow connection: it has not come yet.
  default: () => {
    throw new Promise(() => undefined);
  },
}));

const form: Block = {
  _uid: 'f1',
  component: 'form',
  title: 'Request a visit',
  fields: [
    { _uid: 'a', component: 'form_field', type: 'text', name: 'a', label: 'A' },
    { _uid: 'b', component: 'form_field', type: 'email', name: 'b', label: 'B' },
    { _uid: 'c', component: 'form_field', type: 'phone', name: 'c', label: 'C' },
    { _uid: 'd', component: 'form_field', type: 'zip', name: 'd', label: 'D' },
  ],
};

it('holds a form on its way in its shape: its title, each field it lists, its button', async () => {
  await initTestI18n('es');
  const { container } = render(<Blocks blocks={[form]} />);
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Cargando…');
  expect(status.closest('[aria-busy="true"]')).not.toBeNull();
  expect(container.querySelector('.marketing-form .ui-skeleton--heading')).not.toBeNull();
  expect(container.querySelectorAll('.ui-skeleton-input')).toHaveLength(4);
  expect(container.querySelectorAll('.ui-skeleton-button')).toHaveLength(1);
});
