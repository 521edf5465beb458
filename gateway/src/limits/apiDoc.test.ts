// docs/api.md quotes the limits a tool meets: its tables must say what the code does. Every
// number of GATEWAY_LIMITS is in the limits table (a row naming its key), and each rate limit the
// document names by its key (api/src/accounts/rateLimits.ts) has its number and window.
import { readFileSync } from 'node:fs';
import { RATE_LIMITS } from '@canam/api/accounts/rateLimits';
import { ACCESS_TOKEN_LIMITS } from '@canam/domain/accessTokens';
import { describe, expect, it } from 'vitest';
import { GATEWAY_LIMITS } from './limits.ts';

const DOC = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');

/** The cells of every table row of the document. */
const ROWS = DOC.split('\n')
  .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );

/** The rows that name `key` in backticks; their second cell holds the number. */
const rowsNaming = (key: string) =>
  ROWS.filter((cells) => cells.some((c) => c.includes(`\`${key}\``)));

/** The first number of a cell, thousands separators removed ('100,000 bytes' → 100000). */
function numberIn(cell: string | undefined): number | null {
  const match = /\d[\d,]*/.exec(cell ?? '');
  return match ? Number(match[0].replaceAll(',', '')) : null;
}

/** '10 per 15 minutes' or '5 per hour' as a limit and a window. */
function rateIn(cell: string | undefined): { limit: number; windowMs: number } | null {
  const match = /^(\d+) per (?:(\d+) minutes|(hour))$/.exec(cell ?? '');
  if (!match) return null;
  const minutes = match[3] ? 60 : Number(match[2]);
  return { limit: Number(match[1]), windowMs: minutes * 60_000 };
}

const numericLimits = Object.entries(GATEWAY_LIMITS).filter(
  (entry): entry is [string, number] => typeof entry[1] === 'number',
);

describe('docs/api.md', () => {
  it.each(numericLimits)('quotes %s as limits.ts has it (%d)', (key, value) => {
    const rows = rowsNaming(key);
    expect(rows.length).toBeGreaterThan(0);
    for (const cells of rows) expect(numberIn(cells[1])).toBe(value);
  });

  it('quotes the login and refresh rate limits as the api counts them', () => {
    const documented = (Object.keys(RATE_LIMITS) as (keyof typeof RATE_LIMITS)[]).filter(
      (key) => rowsNaming(key).length > 0,
    );
    expect(documented).toEqual([
      'loginFailuresPerEmail',
      'loginFailuresPerAddress',
      'refreshFailuresPerAddress',
    ]);
    for (const key of documented) {
      const { limit, windowMs } = RATE_LIMITS[key];
      for (const cells of rowsNaming(key)) expect(rateIn(cells[1])).toEqual({ limit, windowMs });
    }
  });

  it("quotes a personal access token's rate limit as the api counts it", () => {
    const rows = rowsNaming('requestsPerMinute');
    expect(rows.length).toBeGreaterThan(0);
    for (const cells of rows) {
      expect(cells[1]).toBe(`${ACCESS_TOKEN_LIMITS.requestsPerMinute} per minute`);
    }
  });
});
