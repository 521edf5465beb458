// How filter values read in the panel and in the active-filter summary.
import { formatMoney } from '@canam/domain/money';

export const formatMiles = (value: number) => `${value.toLocaleString('en-US')} mi`;
/** Whole dollars: 'USD$ 40,000' (slider steps are whole). */
export const formatDollars = (value: number) => formatMoney(value).replace(/\.00$/, '');
export const formatYear = String;
