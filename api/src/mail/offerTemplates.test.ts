// The offer e-mails: subject, the facts in 'USD$ ' and the specification's date format, the one
// link to act on, the preference footer, and dealer names escaped in the HTML part.
import { describe, expect, it } from 'vitest';
import { extractLinks } from './links.ts';
import type { MailMessage } from './mailer.ts';
import { counterOfferMail } from './templates/counterOffer.ts';
import { dateText } from './templates/offerFacts.ts';
import { offerExpiredMail } from './templates/offerExpired.ts';
import { offerReceivedMail } from './templates/offerReceived.ts';
import { offerUnansweredMail } from './templates/offerUnanswered.ts';
import { purchaseConfirmationMail } from './templates/purchaseConfirmation.ts';
import { vehicleSoldMail } from './templates/vehicleSold.ts';

const footer = 'http://localhost:8080/disable/notifications/abc';
const link = 'http://localhost:8080/agent/vehicles/offers?offers=VmVoaWNsZTo3';
const vehicle = { title: '2019 Honda Civic EX', vin: '2HGFC2F59KH500001', stockNumber: 'A-1042' };
const when = new Date('2026-03-04T15:06:07Z');
const common = { to: 'a@b.test', firstName: 'Ann', link, notificationsUrl: footer, vehicle };
const dealer = 'Bob <Boss> & Co';

const cases: [string, MailMessage, string, string[]][] = [
  [
    'offer received',
    offerReceivedMail({
      ...common,
      dealer,
      offerPrice: '21500.5',
      expiresAt: when,
      counter: false,
    }),
    'New offer on 2019 Honda Civic EX',
    ['made an offer of USD$ 21,500.50.', `The offer expires on ${dateText(when)}`],
  ],
  [
    'counter-offer received',
    offerReceivedMail({ ...common, dealer, offerPrice: '21500', expiresAt: when, counter: true }),
    `Counter-offer from ${dealer} on 2019 Honda Civic EX`,
    ['made a counter-offer of USD$ 21,500.00.'],
  ],
  [
    'staff counter-offer',
    counterOfferMail({ ...common, offerPrice: '1234567.8', expiresAt: when }),
    'Counter-offer on 2019 Honda Civic EX',
    ['a counter-offer of USD$ 1,234,567.80.', `It expires on ${dateText(when)}`],
  ],
  [
    'own offer expired',
    offerExpiredMail({ ...common, offerPrice: '9000', ownOffer: true }),
    'Your offer on 2019 Honda Civic EX expired',
    ['Your offer of USD$ 9,000.00 expired before it was answered.'],
  ],
  [
    'counter-offer expired',
    offerExpiredMail({ ...common, offerPrice: '9000', ownOffer: false }),
    'The counter-offer on 2019 Honda Civic EX expired',
    ['Our counter-offer of USD$ 9,000.00 expired before you answered it.'],
  ],
  [
    'offer unanswered',
    offerUnansweredMail({ ...common, dealer, offerPrice: '9000' }),
    'Offer on 2019 Honda Civic EX expired unanswered',
    [`The offer of USD$ 9,000.00 from ${dealer} expired before it was answered.`],
  ],
  [
    'purchase confirmation',
    purchaseConfirmationMail({
      ...common,
      finalPrice: '17500',
      purchasedAt: when,
      way: 'buyNow',
    }),
    'Vehicle purchased: 2019 Honda Civic EX',
    [
      'You bought this vehicle with Buy Now.',
      'Final price: USD$ 17,500.00',
      `Purchase date: ${dateText(when)}`,
      'Next steps:',
    ],
  ],
  [
    'vehicle sold',
    vehicleSoldMail({
      ...common,
      buyer: dealer,
      finalPrice: '17500',
      soldAt: when,
      way: 'staffAccepted',
    }),
    'Vehicle sold: 2019 Honda Civic EX',
    [`The offer of ${dealer} was accepted.`, 'Final price: USD$ 17,500.00'],
  ],
];

describe('offer e-mails', () => {
  it.each(cases)('%s', (_name, mail, subject, lines) => {
    expect(mail.to).toBe('a@b.test');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toMatch(/^Hello Ann,/);
    expect(mail.text).toContain(
      'Vehicle: 2019 Honda Civic EX (VIN 2HGFC2F59KH500001, stock number A-1042)',
    );
    for (const line of lines) expect(mail.text).toContain(line);
    expect(extractLinks(mail.text)).toEqual([link, footer]);
    expect(mail.html).toContain(`<a href="${footer}">`);
    expect(mail.html).not.toContain('<Boss>');
  });

  it('writes dates in the specification format with the time zone they are in', () => {
    expect(dateText(when)).toMatch(/^Mar 4th 26, \d{2}:06:07 [AP]M \S+$/);
  });
});
