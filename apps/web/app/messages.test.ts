import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toasts } from './forms/validators.ts';
import { type MessageKey, translator, withElements } from './i18n.tsx';
import { dictionaries } from './messages.server.ts';

const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the dictionaries', () => {
  it('give every word in Bengali with the same places to fill as in English', () => {
    for (const [key, english] of Object.entries(dictionaries.en) as [MessageKey, string][]) {
      const bengali = dictionaries.bn[key];
      expect(bengali.trim(), key).not.toBe('');
      expect(places(bengali), key).toEqual(places(english));
    }
  });

  it('keep the toasts of the specification word for word in English', () => {
    for (const [name, text] of Object.entries(toasts)) expect(dictionaries.en[`toast.${name}` as MessageKey]).toBe(text);
  });
});

describe('translator', () => {
  const t = translator(dictionaries.en);

  it('fills the places of a message with the values of the same name', () => {
    expect(t('cause.by', { name: 'Rina Akter' })).toBe('By Rina Akter');
    expect(t('blog.titlePage', { page: 2 })).toBe('Blog, page 2');
    expect(translator(dictionaries.bn)('profile.contact', { name: 'Nusrat Jahan' })).toBe('Nusrat Jahan-এর সঙ্গে যোগাযোগ করুন');
  });

  it('leaves a place without a value as written, and shows the key of a missing word', () => {
    expect(t('cause.by')).toBe('By {name}');
    expect(translator({})('cause.goal')).toBe('cause.goal');
  });
});

describe('withElements', () => {
  it('puts elements into their places, wherever the language puts them', () => {
    const link = createElement('a', { href: '/contact' }, 'Write to us');
    const render = (text: string) => renderToStaticMarkup(createElement('p', null, withElements(text, { link })));
    expect(render(dictionaries.en['donate.offlineText'])).toBe(
      '<p>Give at our office, or by bank transfer or mobile banking: pledge your gift and we show you the account details, then send a receipt once it arrives. Questions? <a href="/contact">Write to us</a>.</p>',
    );
    expect(render('{link}, then {other}.')).toBe('<p><a href="/contact">Write to us</a>, then {other}.</p>');
  });
});
