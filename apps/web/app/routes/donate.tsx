import { CreditCard, Landmark, Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { siAmericanexpress, siDiscover, siMastercard, siVisa } from 'simple-icons';
import { PageBanner } from '../components/PageBanner.tsx';
import { SampleImage } from '../components/SampleImage.tsx';
import { useHydrated } from '../forms/useHydrated.ts';
import { useT, withElements } from '../i18n.tsx';
import { translatedMeta } from '../meta.ts';
import type { Route } from './+types/donate';

/** The four card brands offered (spec section 2). */
export const cardBrands = [
  { value: 'visa', label: 'Visa', icon: siVisa },
  { value: 'mastercard', label: 'Mastercard', icon: siMastercard },
  { value: 'amex', label: 'American Express', icon: siAmericanexpress },
  { value: 'discover', label: 'Discover', icon: siDiscover },
] as const;

type PaymentOption = 'card' | 'offline';

function BrandIcon({ path, hex }: { path: string; hex: string }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={path} fill={`#${hex}`} />
    </svg>
  );
}

/**
 * `/donate`, the header's Donate Now: the template's static donation form. Its submission is blocked
 * until pledges are recorded, and no card data can leave the browser: the form has no action, its
 * submit is prevented, and the card inputs have no `name`, so nothing could be serialised.
 */
export default function Donate() {
  const t = useT();
  const hydrated = useHydrated();
  const [payment, setPayment] = useState<PaymentOption>('card');
  const [brand, setBrand] = useState<string>(cardBrands[0].value);
  const blocked = (event: FormEvent) => event.preventDefault();
  return (
    <>
      <PageBanner title={t('donate.title')} />
      <section className="section">
        <div className="container donate-layout">
          <form className="donate-form" aria-labelledby="donate-title" onSubmit={blocked}>
            <h2 id="donate-title">{t('donate.formTitle')}</h2>
            <p className="form-note">
              <Lock aria-hidden="true" size={16} /> {t('donate.note')}
            </p>

            <fieldset className="donate-group">
              <legend>{t('donate.yourDonation')}</legend>
              <div className="form-field">
                <label htmlFor="donate-amount">{t('donate.amount')}</label>
                <input
                  id="donate-amount"
                  type="number"
                  inputMode="decimal"
                  min="1"
                  step="any"
                  placeholder="50"
                  autoComplete="transaction-amount"
                />
              </div>
            </fieldset>

            <fieldset className="donate-group">
              <legend>{t('donate.yourDetails')}</legend>
              <div className="form-row">
                <div className="form-field">
                  <label htmlFor="donate-name">{t('form.fullName')}</label>
                  <input id="donate-name" autoComplete="name" />
                </div>
                <div className="form-field">
                  <label htmlFor="donate-email">{t('form.email')}</label>
                  <input id="donate-email" type="email" autoComplete="email" />
                </div>
              </div>
              <div className="form-field">
                <label htmlFor="donate-note">{t('donate.giftNote')}</label>
                <textarea id="donate-note" rows={3} />
              </div>
            </fieldset>

            <fieldset className="donate-group">
              <legend>{t('donate.paymentOptions')}</legend>
              <div className="choice-row">
                <label className="choice">
                  <input type="radio" name="payment-option" value="card" checked={payment === 'card'} onChange={() => setPayment('card')} />
                  <CreditCard aria-hidden="true" size={20} />
                  {t('donate.card')}
                </label>
                <label className="choice">
                  <input
                    type="radio"
                    name="payment-option"
                    value="offline"
                    checked={payment === 'offline'}
                    onChange={() => setPayment('offline')}
                  />
                  <Landmark aria-hidden="true" size={20} />
                  {t('donate.offline')}
                </label>
              </div>
            </fieldset>

            {payment === 'card' ? (
              <fieldset className="donate-group">
                <legend>{t('donate.card')}</legend>
                <fieldset className="brand-choices">
                  <legend>{t('donate.cardBrand')}</legend>
                  {cardBrands.map((b) => (
                    <label key={b.value} className="choice brand-choice">
                      <input
                        type="radio"
                        name="card-brand"
                        value={b.value}
                        checked={brand === b.value}
                        onChange={() => setBrand(b.value)}
                      />
                      <BrandIcon path={b.icon.path} hex={b.icon.hex} />
                      {b.label}
                    </label>
                  ))}
                </fieldset>
                <div className="form-row">
                  <div className="form-field">
                    <label htmlFor="donate-card-holder">{t('donate.cardHolder')}</label>
                    <input id="donate-card-holder" autoComplete="cc-name" />
                  </div>
                  <div className="form-field">
                    <label htmlFor="donate-card-number">{t('donate.cardNumber')}</label>
                    <input id="donate-card-number" inputMode="numeric" autoComplete="cc-number" placeholder="1234 5678 9012 3456" />
                  </div>
                </div>
                <div className="form-row">
                  <div className="form-field">
                    <label htmlFor="donate-card-cvv">{t('donate.cvv')}</label>
                    <input id="donate-card-cvv" inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
                  </div>
                  <div className="form-field">
                    <label htmlFor="donate-card-expiry">{t('donate.expiry')}</label>
                    <input id="donate-card-expiry" autoComplete="cc-exp" placeholder={t('donate.expiryPlaceholder')} />
                  </div>
                </div>
              </fieldset>
            ) : (
              <section className="donate-group offline-note" aria-label={t('donate.offline')}>
                <p>{withElements(t('donate.offlineText'), { link: <Link to="/contact">{t('donate.writeToUs')}</Link> })}</p>
              </section>
            )}

            <div>
              <button type="submit" className="button button-accent" disabled={!hydrated}>
                {t('donate.submit')}
              </button>
            </div>
          </form>
          <aside className="donate-aside" aria-label={t('donate.where')}>
            <SampleImage name="photo-1" sizes="(max-width: 991px) 100vw, 380px" />
            <h2>{t('donate.where')}</h2>
            <ul>
              <li>{t('donate.gift25')}</li>
              <li>{t('donate.gift50')}</li>
              <li>{t('donate.gift100')}</li>
            </ul>
          </aside>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, { title: 'donate.title', description: 'donate.description' });
