import { expect, test } from '@playwright/test';
import { consumerUrl } from '../support/ports';
import { chooseRestaurant, drawer } from './menu-cart-support';

/** What the drawer says in English, where Spanish has words of its own. */
const ENGLISH = [
  'Your Cart',
  'Add More Items',
  'Delivery fee',
  'Tax',
  'Promo code',
  'Apply',
  'Remove',
  'Complete Your Order',
  'Proceed to Checkout',
  'Edit',
  'Instructions',
  'Promo code cannot be empty',
  'Invalid promo code',
  'has expired',
  'Your cart is empty',
];

test('§2.7 §4.11 the drawer in Spanish shows no English string', async ({ page }) => {
  await chooseRestaurant(page, consumerUrl, 101);
  await page.goto('/order/product?id=BB-HONEY-BISCUIT&lang=es');
  await page.getByRole('textbox', { name: 'Instrucciones especiales' }).fill('Bien dorado');
  await page.getByRole('button', { name: 'Agregar a la caja · $1.69' }).click();
  const boxPanel = drawer(page);
  await expect(boxPanel.getByRole('heading', { name: 'Tu carrito' })).toBeVisible();
  await expect(boxPanel.getByRole('heading', { name: 'Completa tu pedido' })).toBeVisible();

  await boxPanel.getByRole('button', { name: 'Aplicar', exact: true }).click();
  await expect(boxPanel.getByRole('alert')).toHaveText(
    'Error: El código promocional no puede estar vacío.',
  );
  await boxPanel.getByRole('textbox', { name: 'Código promocional' }).fill('NOSUCHCODE');
  await boxPanel.getByRole('button', { name: 'Aplicar', exact: true }).click();
  await expect(boxPanel.getByRole('alert')).toHaveText('Error: Código promocional no válido.');
  // A real code past its date says so, naming it: not the unknown code's words.
  await boxPanel.getByRole('textbox', { name: 'Código promocional' }).fill('expired5');
  await boxPanel.getByRole('button', { name: 'Aplicar', exact: true }).click();
  await expect(boxPanel.getByRole('alert')).toHaveText(
    'Error: El código promocional EXPIRED5 ya venció.',
  );

  // The product too comes in Spanish, from the ordering API.
  const text = await boxPanel.innerText();
  expect(text).not.toContain('Honey Butter Biscuit');
  for (const english of ENGLISH) expect(text).not.toMatch(new RegExp(`\\b${english}\\b`));
  await expect(boxPanel.getByRole('button', { name: 'Cerrar carrito' })).toBeVisible();
  const biscuit = 'Bísquet con mantequilla de miel';
  await expect(boxPanel.getByRole('button', { name: `Quitar ${biscuit}` })).toBeVisible();
  await expect(boxPanel.getByRole('button', { name: `Uno más de ${biscuit}` })).toBeVisible();
  await expect(boxPanel.getByRole('button', { name: /^Continuar al pago · \$/ })).toBeVisible();
});
