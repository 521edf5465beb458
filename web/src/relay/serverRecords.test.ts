// The records a server-rendered page carries are read once, and taken out of the page.
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_RECORDS_ID, takeServerRecords } from './serverRecords.ts';

function pageWithRecords(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SERVER_RECORDS_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => document.body.replaceChildren());

describe('takeServerRecords', () => {
  it('gives the records once and removes them from the page', () => {
    const records = { 'client:root': { __id: 'client:root', __typename: '__Root' } };
    pageWithRecords(JSON.stringify(records));
    expect(takeServerRecords()).toEqual(records);
    expect(document.getElementById(SERVER_RECORDS_ID)).toBeNull();
    expect(takeServerRecords()).toBeUndefined();
  });

  it('gives none on a page the browser renders, or when they cannot be read', () => {
    expect(takeServerRecords()).toBeUndefined();
    pageWithRecords('{"client:root": ');
    expect(takeServerRecords()).toBeUndefined();
    expect(document.getElementById(SERVER_RECORDS_ID)).toBeNull();
  });
});
