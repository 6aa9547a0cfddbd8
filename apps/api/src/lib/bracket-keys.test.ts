import { describe, expect, it } from 'vitest';
import { unflattenBracketKeys } from './bracket-keys.ts';

describe('unflattenBracketKeys', () => {
  it('keeps plain field names as they are', () => {
    expect(
      unflattenBracketKeys([
        ['title', 'Annual report'],
        ['date', '2024-05-01'],
      ]),
    ).toEqual({ title: 'Annual report', date: '2024-05-01' });
  });

  it('turns items[0][ledger] style names into a list of objects', () => {
    const body = unflattenBracketKeys([
      ['narration', 'Rent'],
      ['items[0][ledger]', '4'],
      ['items[0][amount]', '1200.50'],
      ['items[1][ledger]', '9'],
      ['items[1][amount]', '-1200.50'],
    ]);
    expect(body).toEqual({
      narration: 'Rent',
      items: [
        { ledger: '4', amount: '1200.50' },
        { ledger: '9', amount: '-1200.50' },
      ],
    });
  });

  it('nests objects inside objects', () => {
    expect(
      unflattenBracketKeys([
        ['address[home][city]', 'Dhaka'],
        ['address[home][zip]', '1207'],
      ]),
    ).toEqual({
      address: { home: { city: 'Dhaka', zip: '1207' } },
    });
  });

  it('orders list entries by index and leaves no holes for missing indexes', () => {
    const body = unflattenBracketKeys([
      ['tags[5]', 'f'],
      ['tags[0]', 'a'],
      ['tags[2]', 'c'],
    ]);
    expect(body.tags).toEqual(['a', 'c', 'f']);
    expect(Object.keys(body.tags as unknown[])).toEqual(['0', '1', '2']);
  });

  it('builds lists of lists (images[0][3])', () => {
    expect(
      unflattenBracketKeys([
        ['images[1][0]', 'b.png'],
        ['images[0][3]', 'a.png'],
      ]),
    ).toEqual({ images: [['a.png'], ['b.png']] });
  });

  it('keeps values that are not text, such as stored file paths from uploads, untouched', () => {
    const file = { path: '/media/a.png' };
    expect(unflattenBracketKeys([['files[0]', file]]).files).toEqual([file]);
  });

  it.each([
    '__proto__[x]',
    '__proto__',
    'constructor[prototype][x]',
    'a[__proto__][x]',
    'a[constructor][prototype][x]',
    'prototype[x]',
    'items[0][__proto__][x]',
  ])('ignores the prototype-poisoning name %s', (name) => {
    const body = unflattenBracketKeys([
      [name, 'polluted'],
      ['title', 'ok'],
    ]);
    expect(body).toEqual({ title: 'ok' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('x');
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
  });

  it('ignores indexes past 1000 instead of building a huge list, but accepts 1000', () => {
    const body = unflattenBracketKeys([
      ['items[1001]', 'too far'],
      ['items[99999999999]', 'much too far'],
      ['other[2000][x]', 'too far'],
      ['items[1000]', 'last'],
    ]);
    expect(body).toEqual({ items: ['last'] });
  });

  it.each(['a[b', 'a]', '[x]', 'a[b]c', 'items[]', 'a[][x]', ''])('ignores the malformed name %j', (name) => {
    expect(
      unflattenBracketKeys([
        [name, 'v'],
        ['title', 'ok'],
      ]),
    ).toEqual({ title: 'ok' });
  });
});
