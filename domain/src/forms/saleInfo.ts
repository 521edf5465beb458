// The sale information modal of the registry's last step (specification 001, sections 3-5): the
// price (required and not zero), the buyer, the date of the sale (at most today, the browser's
// local date) and, optionally, what the seller received.
import { z } from 'zod';
import { INTAKE_MESSAGES, VEHICLE_LIMITS } from '../rest/vehicleIntake.ts';
import { moneyIn } from './vehicleEdit.ts';

const { required, invalid, salePriceRequired, saleDateFuture } = INTAKE_MESSAGES;

/** The local calendar date of `now` as YYYY-MM-DD (not UTC: a late evening is still today). */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The form's schema with `today` (YYYY-MM-DD) as the latest date a sale may have. */
export function saleInfoFormSchema(today: string) {
  return z.object({
    price: z
      .string()
      .trim()
      .transform((value, ctx) => {
        const amount = moneyIn(value, 0, VEHICLE_LIMITS.maxAmount);
        if (amount !== null && amount !== '0.00') return amount;
        ctx.addIssue({ code: 'custom', message: salePriceRequired });
        return z.NEVER;
      }),
    buyerId: z.string().trim().min(1, required),
    date: z
      .string()
      .trim()
      .transform((date, ctx) => {
        const message =
          date === ''
            ? required
            : !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))
              ? invalid
              : date > today
                ? saleDateFuture
                : null;
        if (message === null) return date;
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }),
    receivedPrice: z
      .string()
      .trim()
      .transform((value, ctx) => {
        if (value === '') return null;
        const amount = moneyIn(value, 0, VEHICLE_LIMITS.maxAmount);
        if (amount !== null) return amount;
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }),
  });
}
export type SaleInfoFormInput = z.input<ReturnType<typeof saleInfoFormSchema>>;
export type SaleInfoForm = z.output<ReturnType<typeof saleInfoFormSchema>>;
export const emptySaleInfoForm: SaleInfoFormInput = {
  price: '',
  buyerId: '',
  date: '',
  receivedPrice: '',
};
