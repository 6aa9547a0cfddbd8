import { donationsEndpoints } from '@sahay/contracts';
import { describe, expect, it } from 'vitest';
import { client } from '../../client.ts';
import { localIsoDate, statementYears } from './donations.ts';

describe('donation workflow paths', () => {
  it('sit under the donation resource, with the trailing slash and the year as a query', () => {
    expect(client.url(donationsEndpoints.confirmDonation, { params: { id: 7 } })).toBe('/donation/api/v1/donation/confirm/7/');
    expect(client.url(donationsEndpoints.donationStatement, { params: { id: 12 }, query: { year: 2025 } })).toBe(
      '/donation/api/v1/donation/statement/12/?year=2025',
    );
  });
});

describe('localIsoDate', () => {
  it('writes the calendar day the clerk sees, zero-padded', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 10, 25, 0, 1))).toBe('2026-11-25');
  });
});

describe('statementYears', () => {
  it('chooses last year, and offers this year back to six years before it', () => {
    const { years, chosen } = statementYears(new Date(2026, 0, 2));
    expect(chosen).toBe(2025);
    expect(years).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
  });
});
