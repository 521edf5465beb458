// Field shapes that many REST objects share: a database id, a person's name, an amount of money
// and a timestamp.
import { z } from 'zod';

/** A database id in an answer. */
export const id = z.number().int();

/** A person as lists show it. */
export const personName = z.object({ firstName: z.string(), lastName: z.string() });

/** An amount as a decimal string with two decimals ("24500.00"). */
export const money = z.string().regex(/^-?\d+\.\d{2}$/);

/** A timestamp as an ISO string. */
export const isoDate = z.string();
