import { describe, expect, it } from 'vitest';
import { companiesOf, listItems, mapAddress, menuHref, plainText } from './site-data.ts';

describe('menuHref', () => {
  it('leads Home to / and every other entry to /<name lowercased>/<id>', () => {
    expect(menuHref({ id: 1, name: 'Home' })).toBe('/');
    expect(menuHref({ id: 9, name: 'Gallery' })).toBe('/gallery/9');
    expect(menuHref({ id: 6, name: 'Our Team' })).toBe('/our team/6');
  });
});

describe('companiesOf', () => {
  it('keeps only the keys that are none of the fixed blocks, linking company/<index+1>/<key>', () => {
    const contents = { About: 'a', Map: 'm', Mission: 'x', 'Water Works': '<p>w</p>', Title: 't', Schools: '<p>s</p>' };
    const companies = companiesOf(contents, { Schools: ['/media/s.webp'] });
    expect(companies.map((c) => [c.key, c.href, c.image])).toEqual([
      ['Water Works', '/company/1/Water%20Works', undefined],
      ['Schools', '/company/2/Schools', '/media/s.webp'],
    ]);
  });
});

describe('mapAddress', () => {
  it('trims the first 3 and last 4 characters of the Map block', () => {
    expect(mapAddress('<p>https://www.openstreetmap.org/export/embed.html?bbox=1</p>')).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=1',
    );
  });

  it('decodes the &amp; a rich-text editor writes, and refuses anything that is not an https address', () => {
    expect(mapAddress('<p>https://maps.example/embed?a=1&amp;b=2</p>')).toBe('https://maps.example/embed?a=1&b=2');
    expect(mapAddress('<p>javascript:alert(1)</p>')).toBeUndefined();
    expect(mapAddress(undefined)).toBeUndefined();
  });
});

describe('plainText and listItems', () => {
  it('strips tags and decodes entities, and lists the entries of a block', () => {
    expect(plainText('<p>Water &amp; <strong>food</strong></p>')).toBe('Water & food');
    expect(plainText('<p>Write &amp;lt;b&amp;gt; for bold</p>')).toBe('Write &lt;b&gt; for bold');
    expect(listItems('<p>Intro</p><ul><li>Clean water</li><li>Child <em>education</em></li></ul>')).toEqual([
      'Clean water',
      'Child education',
    ]);
  });
});
