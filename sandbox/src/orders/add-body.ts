import { z } from 'zod';

export const id = z.number().int().positive();
export const Choice = z.object({ id, quantity: z.number().int().min(1).max(99).default(1) });
export const Instructions = z.string().max(200);

/** §7.2 `POST orders/{id}/products`, and a group guest's own: lines to add. */
export const AddBody = z.object({
  products: z
    .array(
      z.object({
        id,
        quantity: z.number().int().min(1).max(99),
        choices: z.array(Choice).max(50).default([]),
        isupsell: z.boolean().optional(),
        instructions: Instructions.optional(),
      }),
    )
    .min(1)
    .max(50),
});
