// How dealers reach the company: the office by the Champlain, NY border crossing, where the
// vehicles land from Canada (shown in the footer, the navbar's phone tooltip and the home page).
export const COMPANY_CONTACT = {
  name: 'CANAM Marketplace LLC',
  street: '1178 State Route 9',
  city: 'Champlain',
  state: 'NY',
  zip: '12919',
  phone: '(518) 555-0142',
  /** E.164 form for tel: links. */
  phoneE164: '+15185550142',
  email: 'sales@canam-marketplace.com',
  hours: 'Mon–Fri 8:00 AM – 6:00 PM ET',
} as const;

export const COMPANY_ADDRESS_LINE = `${COMPANY_CONTACT.street}, ${COMPANY_CONTACT.city}, ${COMPANY_CONTACT.state} ${COMPANY_CONTACT.zip}`;

export const COMPANY_MAPS_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(COMPANY_ADDRESS_LINE)}`;
