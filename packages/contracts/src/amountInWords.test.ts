import { describe, expect, it } from 'vitest';
import { amountInWords } from './amountInWords.ts';

describe('amountInWords', () => {
  it('writes taka in English, counting in lakhs and crores', () => {
    expect(amountInWords('1050.00', 'BDT', 'en')).toBe('One thousand fifty taka only');
    expect(amountInWords('1050.50', 'BDT', 'en')).toBe('One thousand fifty taka and fifty paisa only');
    expect(amountInWords('12345678.09', 'BDT', 'en')).toBe(
      'One crore twenty-three lakh forty-five thousand six hundred seventy-eight taka and nine paisa only',
    );
    expect(amountInWords('999999999999.99', 'BDT', 'en')).toBe(
      'Ninety-nine thousand nine hundred ninety-nine crore ninety-nine lakh ninety-nine thousand nine hundred ninety-nine taka and ninety-nine paisa only',
    );
    expect(amountInWords('0.00', 'BDT', 'en')).toBe('Zero taka only');
  });

  it('writes the other currencies with their own units, counting in millions', () => {
    expect(amountInWords('1', 'USD', 'en')).toBe('One dollar only');
    expect(amountInWords('2500000.01', 'USD', 'en')).toBe('Two million five hundred thousand dollars and one cent only');
    expect(amountInWords('115.20', 'GBP', 'en')).toBe('One hundred fifteen pounds and twenty pence only');
    expect(amountInWords('100000', 'INR', 'en')).toBe('One lakh rupees only');
    expect(amountInWords('3.5', 'EUR', 'en')).toBe('Three euros and fifty cents only');
  });

  it('writes Bengali words in Bengali', () => {
    expect(amountInWords('1050.50', 'BDT', 'bn')).toBe('এক হাজার পঞ্চাশ টাকা পঞ্চাশ পয়সা মাত্র');
    expect(amountInWords('12345678', 'BDT', 'bn')).toBe('এক কোটি তেইশ লক্ষ পঁয়তাল্লিশ হাজার ছয় শত আটাত্তর টাকা মাত্র');
    expect(amountInWords('99', 'USD', 'bn')).toBe('নিরানব্বই ডলার মাত্র');
  });

  it('has nothing to say of text that is not an amount', () => {
    expect(amountInWords('ten', 'BDT', 'en')).toBeUndefined();
  });
});
