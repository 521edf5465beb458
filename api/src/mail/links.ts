// Links in e-mails: built from the public base URL of the web application, and read back out of
// a message's text (the staff outbox lists them; tests follow them).
export function siteLink(publicBaseUrl: string, path: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

const URL_PATTERN = /https?:\/\/[^\s<>"'()]+/g;

/** The http(s) URLs of a text, in order, without repeats. */
export function extractLinks(text: string): string[] {
  const links = (text.match(URL_PATTERN) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ''));
  return [...new Set(links)];
}
