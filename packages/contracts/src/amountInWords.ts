import { type Currency, paisaOf } from './money.ts';

/**
 * An amount written out in words, as a voucher says it under its figures: "One thousand fifty taka and
 * fifty paisa only". Taka and rupees count in crores and lakhs, as people there do; the other currencies
 * in millions and billions. In Bengali, "এক হাজার পঞ্চাশ টাকা পঞ্চাশ পয়সা মাত্র".
 */

const englishOnes = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const englishTens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Bengali has a word of its own for every number up to ninety-nine. */
const bengaliUpTo99 = (
  ' এক দুই তিন চার পাঁচ ছয় সাত আট নয় দশ এগারো বারো তেরো চৌদ্দ পনেরো ষোলো সতেরো আঠারো উনিশ বিশ ' +
  'একুশ বাইশ তেইশ চব্বিশ পঁচিশ ছাব্বিশ সাতাশ আটাশ উনত্রিশ ত্রিশ একত্রিশ বত্রিশ তেত্রিশ চৌত্রিশ পঁয়ত্রিশ ছত্রিশ ' +
  'সাঁইত্রিশ আটত্রিশ উনচল্লিশ চল্লিশ একচল্লিশ বিয়াল্লিশ তেতাল্লিশ চুয়াল্লিশ পঁয়তাল্লিশ ছেচল্লিশ সাতচল্লিশ আটচল্লিশ ' +
  'উনপঞ্চাশ পঞ্চাশ একান্ন বায়ান্ন তিপ্পান্ন চুয়ান্ন পঞ্চান্ন ছাপ্পান্ন সাতান্ন আটান্ন উনষাট ষাট একষট্টি বাষট্টি তেষট্টি ' +
  'চৌষট্টি পঁয়ষট্টি ছেষট্টি সাতষট্টি আটষট্টি উনসত্তর সত্তর একাত্তর বাহাত্তর তিয়াত্তর চুয়াত্তর পঁচাত্তর ছিয়াত্তর ' +
  'সাতাত্তর আটাত্তর উনআশি আশি একাশি বিরাশি তিরাশি চুরাশি পঁচাশি ছিয়াশি সাতাশি আটাশি উননব্বই নব্বই একানব্বই ' +
  'বিরানব্বই তিরানব্বই চুরানব্বই পঁচানব্বই ছিয়ানব্বই সাতানব্বই আটানব্বই নিরানব্বই'
).split(' ');

type Scale = [bigint, string];
const southAsian = (crore: string, lakh: string, thousand: string): Scale[] => [
  [10_000_000n, crore],
  [100_000n, lakh],
  [1_000n, thousand],
];
const international: Scale[] = [
  [1_000_000_000n, 'billion'],
  [1_000_000n, 'million'],
  [1_000n, 'thousand'],
];

function englishBelow1000(n: number) {
  const words: string[] = [];
  if (n >= 100) words.push(`${englishOnes[Math.floor(n / 100)]} hundred`);
  const rest = n % 100;
  if (rest >= 20) words.push(englishTens[Math.floor(rest / 10)] + (rest % 10 ? `-${englishOnes[rest % 10]}` : ''));
  else if (rest > 0) words.push(englishOnes[rest]);
  return words.join(' ');
}

function bengaliBelow1000(n: number) {
  const words: string[] = [];
  if (n >= 100) words.push(`${bengaliUpTo99[Math.floor(n / 100)]} শত`);
  if (n % 100) words.push(bengaliUpTo99[n % 100]);
  return words.join(' ');
}

/** A whole number in words, by the given scales (largest first), each scale's count itself in words. */
function wholeWords(n: bigint, scales: Scale[], below1000: (n: number) => string): string {
  if (n < 1000n) return below1000(Number(n));
  const [[size, name], ...smaller] = scales;
  if (n < size) return wholeWords(n, smaller, below1000);
  const count = n / size;
  const rest = n % size;
  const head = `${wholeWords(count, scales, below1000)} ${name}`;
  return rest === 0n ? head : `${head} ${wholeWords(rest, smaller.length ? smaller : scales, below1000)}`;
}

const englishUnits: Record<Currency, [string, string, string, string]> = {
  BDT: ['taka', 'taka', 'paisa', 'paisa'],
  INR: ['rupee', 'rupees', 'paisa', 'paise'],
  USD: ['dollar', 'dollars', 'cent', 'cents'],
  EUR: ['euro', 'euros', 'cent', 'cents'],
  GBP: ['pound', 'pounds', 'penny', 'pence'],
};
const bengaliUnits: Record<Currency, [string, string]> = {
  BDT: ['টাকা', 'পয়সা'],
  INR: ['রুপি', 'পয়সা'],
  USD: ['ডলার', 'সেন্ট'],
  EUR: ['ইউরো', 'সেন্ট'],
  GBP: ['পাউন্ড', 'পেনি'],
};

/** The amount (a decimal string) in words, in English or Bengali; undefined for text that is not an amount. */
export function amountInWords(value: string, currency: Currency, language: string) {
  const paisa = paisaOf(value);
  if (paisa === undefined) return undefined;
  const positive = paisa < 0n ? -paisa : paisa;
  const whole = positive / 100n;
  const cents = Number(positive % 100n);
  if (language === 'bn') {
    const [main, minor] = bengaliUnits[currency];
    const scales = southAsian('কোটি', 'লক্ষ', 'হাজার');
    const words = [`${whole === 0n ? 'শূন্য' : wholeWords(whole, scales, bengaliBelow1000)} ${main}`];
    if (cents) words.push(`${bengaliBelow1000(cents)} ${minor}`);
    return `${words.join(' ')} মাত্র`;
  }
  const [one, many, oneMinor, manyMinor] = englishUnits[currency];
  const scales = currency === 'BDT' || currency === 'INR' ? southAsian('crore', 'lakh', 'thousand') : international;
  const words = [`${whole === 0n ? 'zero' : wholeWords(whole, scales, englishBelow1000)} ${whole === 1n ? one : many}`];
  if (cents) words.push(`${englishBelow1000(cents)} ${cents === 1 ? oneMinor : manyMinor}`);
  const text = `${words.join(' and ')} only`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
