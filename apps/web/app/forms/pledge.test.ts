import { describe, expect, it } from 'vitest';
import { type PledgeValues, pledgeAmount, pledgeBody, pledgeProblems, problemsFromAnswer, splitFullName } from './pledge.ts';

const filled: PledgeValues = {
  amount: '25.50',
  cause: '',
  name: 'Rina Akter',
  email: 'rina@example.org',
  message: '',
  payment_method: '2',
  consent: false,
};

describe('splitFullName', () => {
  it('takes the last word as the last name and the words before it as the first name', () => {
    expect(splitFullName('  Rina   Akter ')).toEqual({ first_name: 'Rina', last_name: 'Akter' });
    expect(splitFullName('Md. Abdul Karim')).toEqual({ first_name: 'Md. Abdul', last_name: 'Karim' });
  });

  it('invents no last name for a single word, and nothing for an empty name', () => {
    expect(splitFullName('Rina')).toEqual({ first_name: 'Rina' });
    expect(splitFullName('   ')).toEqual({ first_name: '' });
  });
});

describe('pledgeAmount', () => {
  it('reads decimal amounts above 0 with at most two decimals', () => {
    expect(pledgeAmount(' 50 ')).toBe('50');
    expect(pledgeAmount('1,250.75')).toBe('1250.75');
    expect(pledgeAmount('0.01')).toBe('0.01');
  });

  it('refuses 0, negatives, three decimals, exponents and words', () => {
    for (const typed of ['', '0', '0.00', '-5', '10.125', '1e3', 'fifty']) expect(pledgeAmount(typed)).toBeNull();
  });
});

describe('pledgeProblems', () => {
  it('finds nothing wrong with a filled pledge', () => {
    expect(pledgeProblems(filled)).toEqual({});
  });

  it('names each empty required field with its reason', () => {
    expect(pledgeProblems({ ...filled, amount: '', name: ' ', email: 'rina@', payment_method: '' })).toEqual({
      amount: 'needAmount',
      name: 'needName',
      email: 'needEmail',
      payment_method: 'needMethod',
    });
  });

  it('says the largest amount the books hold when one is larger, and takes that largest one', () => {
    expect(pledgeProblems({ ...filled, amount: '1,000,000,000,000' })).toEqual({ amount: 'amountTooLarge' });
    expect(pledgeProblems({ ...filled, amount: '999,999,999,999.99' })).toEqual({});
    expect(pledgeProblems({ ...filled, amount: '1000000000000.005' })).toEqual({ amount: 'needAmount' });
  });

  it('refuses a message or a name longer than the API keeps', () => {
    expect(pledgeProblems({ ...filled, message: 'x'.repeat(1001), name: `${'a'.repeat(81)} Akter` })).toEqual({
      message: 'messageTooLong',
      name: 'nameTooLong',
    });
  });
});

describe('pledgeBody', () => {
  it('sends only the pledge’s own keys, the cause and message only when given', () => {
    expect(pledgeBody(filled)).toEqual({
      first_name: 'Rina',
      last_name: 'Akter',
      email: 'rina@example.org',
      amount: '25.50',
      payment_method: 2,
      consent_to_contact: false,
    });
    expect(pledgeBody({ ...filled, cause: '7', message: ' For the wells ', consent: true })).toMatchObject({
      cause: 7,
      message: 'For the wells',
      consent_to_contact: true,
    });
  });

  it('never carries anything else the page holds', () => {
    const withExtra = { ...filled, card_number: '4111 1111 1111 1111', cvv: '123' } as PledgeValues;
    expect(JSON.stringify(pledgeBody(withExtra))).not.toMatch(/4111|123|card|cvv/);
  });
});

describe('problemsFromAnswer', () => {
  it('puts the API’s field messages on the fields they were typed in, and keeps the rest as they are', () => {
    expect(
      problemsFromAnswer({
        last_name: ['Too long.'],
        amount: ['Give an amount above 0.'],
        cause: ['No such cause.'],
        detail: ['Something else.'],
      }),
    ).toEqual({ fields: { name: 'checkField', amount: 'needAmount', cause: 'checkField' }, other: ['Something else.'] });
  });
});
