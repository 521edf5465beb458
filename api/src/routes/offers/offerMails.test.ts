// The e-mails of the negotiation, over a real SMTP server in-process: who receives which message,
// its subject, facts and links (the preference link works), nobody who turned e-mail off, nothing
// from a rolled-back step, and a mail server that refuses never undoes the step.
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '@canam/domain/money';
import { DEFAULT_MAIL_FROM } from '../../config.ts';
import type { ReceivedMail } from '../../mail/testing/smtpSink.ts';
import { expireOffers } from '../../offers/expiryJob.ts';
import { negotiationContextOf } from '../../offers/negotiationContext.ts';
import { countRows } from '../../accounts/testing/accountsTesting.ts';
import { freshVehicleOnSale, userId, sellingPriceOf } from '../../testing/offers.ts';
import { useSmtpApi } from '../../mail/testing/useSmtpApi.ts';
import { negotiationCalls } from '../../testing/negotiationCalls.ts';

const SITE = 'http://market.test:8080';

const { api, token, smtp } = useSmtpApi(SITE, ['admin', 'agent', 'buyer', 'client']);

const db = () => api.database.db;
const { offer, counter, accept, buy } = negotiationCalls(smtp, token);

/** The vehicle as the mails name it, read independently of the code under test. */
async function titleOf(vehicleId: number): Promise<string> {
  const row = await db()
    .selectFrom('vehicle as v')
    .innerJoin('vin_number as vin', 'vin.id', 'v.vin_number_id')
    .select(['vin.year', 'vin.make', 'vin.model', 'vin.trim'])
    .where('v.id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  return [row.year, row.make, row.model, row.trim].filter(Boolean).join(' ');
}

/** `?offers=`: the web's offers panel of a vehicle, by its Relay global id. */
const panel = (vehicleId: number) =>
  `offers=${encodeURIComponent(Buffer.from(`Vehicle:${vehicleId}`).toString('base64'))}`;

/** Every mail the smtp.sink received since `from`, as "recipient: subject". */
const receivedSince = (from: number) =>
  smtp.sink.received.slice(from).map((mail) => `${mail.recipients.join(',')}: ${mail.subject}`);

/** Checks the preference link of a mail's footer and that it really opens the recipient's setting. */
async function expectPreferenceLink(mail: ReceivedMail, email: string): Promise<void> {
  const link = mail.links.find((url) => url.startsWith(`${SITE}/disable/notifications/`));
  expect(link, mail.text).toBeDefined();
  const preferenceToken = link!.slice(`${SITE}/disable/notifications/`.length);
  expect(preferenceToken).toMatch(/^[\w-]{43}$/);
  expect(mail.html).toContain(`<a href="${link}">`);
  const values = await smtp.app.inject({
    url: `/api/getUserNotificationValues?token=${preferenceToken}`,
  });
  expect(values.json()).toEqual({ id: await userId(db(), email), acceptEmail: true });
}

/** The next mail to `to` about one vehicle (the expiry job also ends other negotiations). */
async function mailAbout(to: string, title: string): Promise<ReceivedMail> {
  for (;;) {
    const mail = await smtp.sink.waitForMail(to);
    if (mail.subject.includes(title)) return mail;
  }
}

const setAcceptEmail = (email: string, acceptEmail: boolean) =>
  db()
    .updateTable('app_user')
    .set({ accept_email: acceptEmail })
    .where('email', '=', email)
    .execute();

afterEach(async () => {
  smtp.sink.refuse(false);
  for (const who of ['agent', 'buyer', 'client', 'admin']) {
    await setAcceptEmail(`${who}@canam.test`, true);
  }
});

describe('offers and counter-offers', () => {
  it("e-mails the owning agent of a dealer's offer, with the offers screen and the preference link", async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const from = smtp.sink.received.length;
    const response = await offer('buyer', vehicle, '21500.5');
    expect(response.statusCode, response.body).toBe(200);

    const mail = await smtp.sink.waitForMail('agent@canam.test');
    expect(mail.from).toBe(DEFAULT_MAIL_FROM);
    expect(mail.subject).toBe(`New offer on ${await titleOf(vehicle)}`);
    expect(mail.text).toContain(`made an offer of ${formatMoney('21500.50')}.`);
    expect(mail.text).toContain('(Empire State Motors)');
    expect(mail.links[0]).toBe(`${SITE}/agent/vehicles/offers?${panel(vehicle)}`);
    await expectPreferenceLink(mail, 'agent@canam.test');
    // the dealer who made the offer is not e-mailed about it
    expect(receivedSince(from)).toEqual([`agent@canam.test: ${mail.subject}`]);
    const stored = await db()
      .selectFrom('email_message')
      .select(['sent_at', 'error'])
      .where('to_address', '=', 'agent@canam.test')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.sent_at).not.toBeNull();
    expect(stored.error).toBeNull();
  });

  it('e-mails the dealer a staff counter-offer, and the agent the dealer’s counter back', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const title = await titleOf(vehicle);
    const buyerId = await userId(db(), 'buyer@canam.test');
    await offer('buyer', vehicle, '18000');
    await smtp.sink.waitForMail('agent@canam.test');

    const from = smtp.sink.received.length;
    expect((await counter('agent', vehicle, buyerId, '19500')).statusCode).toBe(200);
    const toDealer = await smtp.sink.waitForMail('buyer@canam.test');
    expect(toDealer.subject).toBe(`Counter-offer on ${title}`);
    expect(toDealer.text).toContain(`a counter-offer of ${formatMoney('19500')}.`);
    expect(toDealer.links[0]).toBe(
      `${SITE}/buyer/buyer-car-list?tab=active-offers&${panel(vehicle)}`,
    );
    await expectPreferenceLink(toDealer, 'buyer@canam.test');
    expect(receivedSince(from)).toHaveLength(1);

    expect((await offer('buyer', vehicle, '18800')).statusCode).toBe(200);
    const toAgent = await smtp.sink.waitForMail('agent@canam.test');
    expect(toAgent.subject).toMatch(new RegExp(`^Counter-offer from .+ on ${title}$`));
    expect(toAgent.text).toContain(`made a counter-offer of ${formatMoney('18800')}.`);
  });

  it('e-mails every admin and super admin about an offer on a vehicle without an agent', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    await db().updateTable('vehicle').set({ users_id: null }).where('id', '=', vehicle).execute();
    const from = smtp.sink.received.length;
    expect((await offer('client', vehicle, '15000')).statusCode).toBe(200);
    const toAdmin = await smtp.sink.waitForMail('admin@canam.test');
    const toSuperAdmin = await smtp.sink.waitForMail('superadmin@canam.test');
    for (const mail of [toAdmin, toSuperAdmin]) {
      expect(mail.links[0]).toBe(`${SITE}/admin/vehicles/offers?${panel(vehicle)}`);
    }
    expect(receivedSince(from)).toHaveLength(2);
  });
});

describe('sales', () => {
  it('sends the buyer the purchase confirmation and the agent "Vehicle sold" when the dealer accepts', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const title = await titleOf(vehicle);
    const buyerId = await userId(db(), 'buyer@canam.test');
    await offer('buyer', vehicle, '16000');
    const staffOffer = (await counter('agent', vehicle, buyerId, '17500')).json();
    await smtp.sink.waitForMail('agent@canam.test');
    await smtp.sink.waitForMail('buyer@canam.test');

    const response = await accept('buyer', staffOffer.id, vehicle);
    expect(response.statusCode, response.body).toBe(200);

    const confirmation = await smtp.sink.waitForMail('buyer@canam.test');
    expect(confirmation.subject).toBe(`Vehicle purchased: ${title}`);
    expect(confirmation.text).toContain('You accepted our counter-offer');
    expect(confirmation.text).toContain(`Final price: ${formatMoney('17500')}`);
    expect(confirmation.text).toMatch(
      /Purchase date: \w{3} \d{1,2}\w{2} \d{2}, \d{2}:\d{2}:\d{2} [AP]M/,
    );
    expect(confirmation.text).toContain('Next steps:');
    expect(confirmation.links[0]).toBe(`${SITE}/buyer/buyer-car-list?tab=purchases`);
    await expectPreferenceLink(confirmation, 'buyer@canam.test');

    const sold = await smtp.sink.waitForMail('agent@canam.test');
    expect(sold.subject).toBe(`Vehicle sold: ${title}`);
    expect(sold.text).toContain('accepted the counter-offer.');
    expect(sold.text).toContain(`Final price: ${formatMoney('17500')}`);
  });

  it('does not e-mail the agent about the sale it made itself by accepting', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const made = (await offer('client', vehicle, '14000')).json();
    await smtp.sink.waitForMail('agent@canam.test');
    const from = smtp.sink.received.length;
    expect((await accept('agent', made.id, vehicle)).statusCode).toBe(200);
    const confirmation = await smtp.sink.waitForMail('client@canam.test');
    expect(confirmation.text).toContain('We accepted your offer');
    expect(confirmation.links[0]).toBe(`${SITE}/buyer/car-list?tab=purchases`);
    expect(receivedSince(from)).toEqual([`client@canam.test: ${confirmation.subject}`]);
  });

  it('confirms a Buy Now to the buyer and tells the owning agent', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const price = await sellingPriceOf(db(), vehicle);
    const response = await buy('client', vehicle);
    expect(response.statusCode, response.body).toBe(200);
    const confirmation = await smtp.sink.waitForMail('client@canam.test');
    expect(confirmation.text).toContain('You bought this vehicle with Buy Now.');
    expect(confirmation.text).toContain(`Final price: ${formatMoney(price!)}`);
    const sold = await smtp.sink.waitForMail('agent@canam.test');
    expect(sold.text).toContain('bought it with Buy Now.');
  });
});

describe('expiry', () => {
  it("e-mails the dealer and the agent when a dealer's offer expires unanswered", async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const title = await titleOf(vehicle);
    const made = (await offer('buyer', vehicle, '9000')).json();
    await smtp.sink.waitForMail('agent@canam.test');
    const from = smtp.sink.received.length;
    await expireOffers(
      negotiationContextOf(smtp.app),
      new Date(Date.parse(made.time.expirationTime) + 1),
    );
    const toDealer = await mailAbout('buyer@canam.test', title);
    expect(toDealer.subject).toBe(`Your offer on ${title} expired`);
    expect(toDealer.links[0]).toBe(
      `${SITE}/buyer/buyer-car-list?tab=expired-offers&${panel(vehicle)}`,
    );
    await expectPreferenceLink(toDealer, 'buyer@canam.test');
    const toAgent = await mailAbout('agent@canam.test', title);
    expect(toAgent.subject).toBe(`Offer on ${title} expired unanswered`);
    expect(receivedSince(from).filter((line) => line.includes(title))).toHaveLength(2);
  });

  it('e-mails only the dealer when a counter-offer expires; an answered offer expires silently', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const title = await titleOf(vehicle);
    const buyerId = await userId(db(), 'buyer@canam.test');
    const first = (await offer('buyer', vehicle, '9000')).json();
    const staffOffer = (await counter('agent', vehicle, buyerId, '9900')).json();
    await smtp.sink.waitForMail('agent@canam.test');
    await smtp.sink.waitForMail('buyer@canam.test');

    const from = smtp.sink.received.length;
    // the dealer's first offer was answered: its expiry ends no negotiation
    await expireOffers(
      negotiationContextOf(smtp.app),
      new Date(Date.parse(first.time.expirationTime) + 1),
    );
    expect(receivedSince(from).filter((line) => line.includes(title))).toEqual([]);

    await expireOffers(
      negotiationContextOf(smtp.app),
      new Date(Date.parse(staffOffer.time.expirationTime) + 1),
    );
    const toDealer = await mailAbout('buyer@canam.test', title);
    expect(toDealer.subject).toBe(`The counter-offer on ${title} expired`);
    expect(receivedSince(from).filter((line) => line.includes(title))).toEqual([
      `buyer@canam.test: ${toDealer.subject}`,
    ]);
  });
});

describe('who gets nothing', () => {
  it('e-mails nobody who turned e-mail notifications off', async () => {
    await setAcceptEmail('agent@canam.test', false);
    await setAcceptEmail('buyer@canam.test', false);
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const buyerId = await userId(db(), 'buyer@canam.test');
    const rowsBefore = await db()
      .selectFrom('email_message')
      .select('id')
      .where('to_address', 'in', ['agent@canam.test', 'buyer@canam.test'])
      .execute();
    const from = smtp.sink.received.length;
    await offer('buyer', vehicle, '12000');
    const staffOffer = (await counter('agent', vehicle, buyerId, '12500')).json();
    expect((await accept('buyer', staffOffer.id, vehicle)).statusCode).toBe(200);
    expect(receivedSince(from)).toEqual([]);
    const rowsAfter = await db()
      .selectFrom('email_message')
      .select('id')
      .where('to_address', 'in', ['agent@canam.test', 'buyer@canam.test'])
      .execute();
    expect(rowsAfter).toEqual(rowsBefore);
  });

  it('sends nothing for a step that rolls back after its e-mail was queued', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    const count = (table: 'email_message' | 'user_token' | 'offer') => countRows(db(), table);
    const before = [await count('email_message'), await count('user_token'), await count('offer')];
    // the outbox write is the step's last statement: failing it rolls back the queued e-mail too
    await api.database.session((run) =>
      run(`
        CREATE FUNCTION refuse_event() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'event refused by the test'; END $$;
        CREATE TRIGGER refuse_event BEFORE INSERT ON event
          FOR EACH ROW WHEN (NEW.vehicle_id = ${vehicle}) EXECUTE FUNCTION refuse_event();
      `),
    );
    try {
      const from = smtp.sink.received.length;
      const response = await offer('buyer', vehicle, '11000');
      expect(response.statusCode).toBe(500);
      expect([
        await count('email_message'),
        await count('user_token'),
        await count('offer'),
      ]).toEqual(before);
      expect(receivedSince(from)).toEqual([]);
    } finally {
      await api.database.session((run) =>
        run('DROP TRIGGER refuse_event ON event; DROP FUNCTION refuse_event();'),
      );
    }
  });

  it('keeps the offer when the mail server refuses the e-mail, and records why', async () => {
    const vehicle = await freshVehicleOnSale(db(), 'agent@canam.test');
    smtp.sink.refuse(true);
    const response = await offer('client', vehicle, '13000');
    expect(response.statusCode, response.body).toBe(200);
    const stored = await db()
      .selectFrom('offer')
      .select('offer_price')
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(stored.offer_price).toBe('13000.00');
    const mail = await db()
      .selectFrom('email_message')
      .select(['sent_at', 'error', 'subject'])
      .where('to_address', '=', 'agent@canam.test')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`New offer on ${await titleOf(vehicle)}`);
    expect(mail.sent_at).toBeNull();
    expect(mail.error).toMatch(/550|Mailbox unavailable/);
  });
});
