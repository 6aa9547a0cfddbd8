import { describe, expect, it } from 'vitest';
import { markEnd, markStart } from '../../db/full-text.ts';
import { markedExcerpt } from './marked-excerpt.ts';

const marked = (word: string) => `${markStart}${word}${markEnd}`;

describe('markedExcerpt', () => {
  it('puts the matched words in <mark> and keeps the rest as text', () => {
    expect(markedExcerpt(`Clean ${marked('water')} for  every\nvillage`)).toBe('Clean <mark>water</mark> for every village');
  });

  it('never lets content become markup: tags, and entities standing for tags, stay text', () => {
    expect(markedExcerpt(`<script>alert(1)</script> ${marked('food')}`)).toBe('&lt;script&gt;alert(1)&lt;/script&gt; <mark>food</mark>');
    expect(markedExcerpt(`&lt;img src=x onerror=alert(1)&gt; ${marked('food')} &amp; water`)).toBe(
      '&lt;img src=x onerror=alert(1)&gt; <mark>food</mark> &amp; water',
    );
    expect(markedExcerpt('a <mark>fake</mark> mark')).toBe('a &lt;mark&gt;fake&lt;/mark&gt; mark');
  });

  it('drops a mark without its pair', () => {
    expect(markedExcerpt(`${markStart}${marked('word')} and ${markEnd}`)).toBe('<mark>word</mark> and');
  });
});
