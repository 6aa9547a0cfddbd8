import {
  actionUrl,
  donationsEndpoints,
  type EndpointAnswer,
  endpointRequest,
  type ListPage,
  type PaymentDetail,
  paymentMethod,
  pluralOf,
  queryString,
} from '@sahay/contracts';
import { CreditCard, Landmark, Lock } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { siAmericanexpress, siDiscover, siMastercard, siVisa } from 'simple-icons';
import { ApiRefusal, read, send } from '../api.ts';
import { PageBanner } from '../components/PageBanner.tsx';
import { SampleImage } from '../components/SampleImage.tsx';
import { siteContent } from '../content.server.ts';
import {
  type PledgeField,
  type PledgeProblem,
  type PledgeValues,
  pledgeBody,
  pledgeFields,
  pledgeProblems,
  problemsFromAnswer,
} from '../forms/pledge.ts';
import { useHydrated } from '../forms/useHydrated.ts';
import { type MessageKey, useT, withElements } from '../i18n.tsx';
import { translatedMeta } from '../meta.ts';
import { orEmpty } from '../site-data.ts';
import { useMoney } from '../useMoney.ts';
import type { Route } from './+types/donate';

/** The four card brands offered (spec section 2). */
export const cardBrands = [
  { value: 'visa', label: 'Visa', icon: siVisa },
  { value: 'mastercard', label: 'Mastercard', icon: siMastercard },
  { value: 'amex', label: 'American Express', icon: siAmericanexpress },
  { value: 'discover', label: 'Discover', icon: siDiscover },
] as const;

/**
 * The card provider whose own fields would take a card (its script, never our server). None is configured:
 * choosing card says so and offers the offline pledge.
 */
const cardProvider: string | null = null;

type PaymentOption = 'card' | 'offline';

type Pledging = typeof donationsEndpoints.pledge;
type Pledge = EndpointAnswer<Pledging>;
type PaymentMethods = ListPage<typeof paymentMethod>;

/**
 * The causes a gift may name, read from the site's cause data; `?cause=<id>` chooses one. With them, the page's
 * two calls, resolved here from the contracts: the pledge, and the active payment methods.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const causes = await orEmpty(siteContent(context).causes(), []);
  const asked = Number(new URL(request.url).searchParams.get('cause'));
  return {
    causes: causes.map(({ id, name }) => ({ id, name })),
    cause: causes.some((c) => c.id === asked) ? String(asked) : '',
    pledge: endpointRequest(donationsEndpoints.pledge),
    paymentMethods: {
      url: `${actionUrl(paymentMethod, 'list')}${queryString({ is_active: true })}`,
      listKey: pluralOf(paymentMethod, 'list'),
    },
  };
}

type PaymentMethodsCall = Route.ComponentProps['loaderData']['paymentMethods'];

function BrandIcon({ path, hex }: { path: string; hex: string }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={path} fill={`#${hex}`} />
    </svg>
  );
}

const problemKeys: Record<PledgeProblem, MessageKey> = {
  needAmount: 'donate.needAmount',
  amountTooLarge: 'donate.amountTooLarge',
  needName: 'donate.needName',
  nameTooLong: 'donate.nameTooLong',
  needEmail: 'donate.needEmail',
  needMethod: 'donate.needMethod',
  messageTooLong: 'donate.messageTooLong',
  checkField: 'donate.checkField',
};

const fieldId = (field: PledgeField) => `donate-${field.replace('_', '-')}`;
const errorId = (field: PledgeField) => `${fieldId(field)}-error`;

/** The active payment methods, read from the API when the visitor first chooses the offline way. */
function usePaymentMethods(call: PaymentMethodsCall, wanted: boolean) {
  const [methods, setMethods] = useState<{ id: number; name: string }[] | 'loading' | 'failed'>('loading');
  const asked = useRef(false);
  useEffect(() => {
    if (!wanted || asked.current) return;
    asked.current = true;
    read<PaymentMethods>(call.url)
      .then((answer) => {
        const rows = answer[call.listKey];
        setMethods((Array.isArray(rows) ? rows : []).map(({ id, name }) => ({ id, name: name ?? '' })));
      })
      .catch(() => setMethods('failed'));
  }, [wanted, call]);
  return methods;
}

/** Where to send the pledged gift, and the pledge's reference to write with it. */
function PledgeRecorded({ pledge }: { pledge: Pledge }) {
  const { money } = useMoney();
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const rows = (detail: PaymentDetail): [MessageKey, string | null][] => [
    ['donate.accountName', detail.account_name],
    ['donate.accountNumber', detail.account_number],
    ['donate.bank', detail.bank_name],
    ['donate.branch', detail.branch_name],
    ['donate.routing', detail.routing_number],
    ['donate.instructions', detail.instructions],
  ];
  const details = pledge.payment_details ?? [];
  return (
    <section className="donate-group pledge-recorded" aria-labelledby="pledge-recorded-title">
      <h2 id="pledge-recorded-title" tabIndex={-1} ref={heading}>
        {t('donate.thanks', { name: pledge.first_name ?? '' })}
      </h2>
      <p>
        {t('donate.reference')} <strong>{pledge.id}</strong>
      </p>
      <p>{t('donate.sendTo', { amount: money(pledge.amount ?? ''), method: pledge.payment_method_name ?? '' })}</p>
      {details.length === 0 ? (
        <p>{t('donate.noDetails')}</p>
      ) : (
        details.map((detail, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the details are shown once, in the API's order.
          <dl key={i} className="pledge-details">
            {rows(detail)
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{t(label)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        ))
      )}
      <p>{t('donate.afterPledge')}</p>
    </section>
  );
}

/**
 * `/donate`, the header's Donate Now. The offline way records a pledge through the API and shows where to send
 * the money. No card data can leave the browser: the card inputs have no `name`, the form has no action, and the
 * pledge's body is built field by field from the offline fields only (`forms/pledge.ts`).
 */
export default function Donate({ loaderData }: Route.ComponentProps) {
  const { sign } = useMoney();
  const t = useT();
  const hydrated = useHydrated();
  const [payment, setPayment] = useState<PaymentOption>('offline');
  const [brand, setBrand] = useState<string>(cardBrands[0].value);
  const [values, setValues] = useState<PledgeValues>({
    amount: '',
    cause: loaderData.cause,
    name: '',
    email: '',
    message: '',
    payment_method: '',
    consent: false,
  });
  const [problems, setProblems] = useState<Partial<Record<PledgeField, PledgeProblem>>>({});
  const [status, setStatus] = useState<{ kind: 'error' | 'note'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [pledge, setPledge] = useState<Pledge | null>(null);
  const methods = usePaymentMethods(loaderData.paymentMethods, payment === 'offline' && hydrated);
  const offlineRadio = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const set = <K extends keyof PledgeValues>(key: K, value: PledgeValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const invalid = (field: PledgeField) => ({
    'aria-invalid': Boolean(problems[field]),
    'aria-describedby': problems[field] ? errorId(field) : undefined,
  });
  const problem = (field: PledgeField) =>
    problems[field] && (
      <p className="field-error" id={errorId(field)}>
        {t(problemKeys[problems[field]])}
      </p>
    );
  const focusFirst = (found: Partial<Record<PledgeField, PledgeProblem>>) => {
    const first = pledgeFields.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
  };

  const chooseOffline = () => {
    setPayment('offline');
    setStatus(null);
    // The keyboard continues where the offline way begins.
    requestAnimationFrame(() => offlineRadio.current?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (payment === 'card' && !cardProvider) {
      setStatus({ kind: 'note', text: t('donate.cardUnavailable') });
      return;
    }
    const found = pledgeProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'error', text: t('donate.fixFields') });
      focusFirst(found);
      return;
    }
    setSending(true);
    setStatus(null);
    try {
      setPledge(await send<Pledging>(loaderData.pledge, { body: pledgeBody(values) }));
    } catch (error) {
      const status = error instanceof ApiRefusal ? error.status : undefined;
      if (error instanceof ApiRefusal && status === 400) {
        const { fields, other } = problemsFromAnswer(error.body);
        setProblems(fields);
        setStatus({ kind: 'error', text: other.length > 0 ? other.join(' ') : t('donate.fixFields') });
        focusFirst(fields);
        return;
      }
      setStatus({ kind: 'error', text: t(status === 429 ? 'donate.tooMany' : 'donate.failed') });
    } finally {
      setSending(false);
    }
  };

  const field = (name: PledgeField, label: string, input: ReactNode, hint?: ReactNode) => (
    <div className="form-field">
      <label htmlFor={fieldId(name)}>{label}</label>
      {input}
      {hint}
      {problem(name)}
    </div>
  );

  return (
    <>
      <PageBanner title={t('donate.title')} />
      <section className="section">
        <div className="container donate-layout">
          <div>
            {pledge ? null : (
              <form ref={form} className="donate-form" aria-labelledby="donate-title" onSubmit={submit} noValidate>
                <h2 id="donate-title">{t('donate.formTitle')}</h2>
                <p className="form-note">
                  <Lock aria-hidden="true" size={16} /> {t('donate.note')}
                </p>

                <fieldset className="donate-group">
                  <legend>{t('donate.yourDonation')}</legend>
                  <div className="form-row">
                    {field(
                      'amount',
                      t('donate.amount', { currency: sign }),
                      <input
                        id={fieldId('amount')}
                        type="text"
                        inputMode="decimal"
                        placeholder="50"
                        autoComplete="transaction-amount"
                        value={values.amount}
                        onChange={(e) => set('amount', e.target.value)}
                        {...invalid('amount')}
                      />,
                    )}
                    {field(
                      'cause',
                      t('donate.cause'),
                      <select
                        id={fieldId('cause')}
                        value={values.cause}
                        onChange={(e) => set('cause', e.target.value)}
                        {...invalid('cause')}
                      >
                        <option value="">{t('donate.neededMost')}</option>
                        {loaderData.causes.map((cause) => (
                          <option key={cause.id} value={String(cause.id)}>
                            {cause.name}
                          </option>
                        ))}
                      </select>,
                    )}
                  </div>
                </fieldset>

                <fieldset className="donate-group">
                  <legend>{t('donate.yourDetails')}</legend>
                  <div className="form-row">
                    {field(
                      'name',
                      t('form.fullName'),
                      <input
                        id={fieldId('name')}
                        autoComplete="name"
                        value={values.name}
                        onChange={(e) => set('name', e.target.value)}
                        {...invalid('name')}
                      />,
                    )}
                    {field(
                      'email',
                      t('form.email'),
                      <input
                        id={fieldId('email')}
                        type="email"
                        autoComplete="email"
                        value={values.email}
                        onChange={(e) => set('email', e.target.value)}
                        {...invalid('email')}
                      />,
                    )}
                  </div>
                  {field(
                    'message',
                    t('donate.giftNote'),
                    <textarea
                      id={fieldId('message')}
                      rows={3}
                      value={values.message}
                      onChange={(e) => set('message', e.target.value)}
                      {...invalid('message')}
                    />,
                  )}
                </fieldset>

                <fieldset className="donate-group">
                  <legend>{t('donate.paymentOptions')}</legend>
                  <div className="choice-row">
                    <label className="choice">
                      <input
                        type="radio"
                        name="payment-option"
                        value="card"
                        checked={payment === 'card'}
                        onChange={() => setPayment('card')}
                      />
                      <CreditCard aria-hidden="true" size={20} />
                      {t('donate.card')}
                    </label>
                    <label className="choice">
                      <input
                        ref={offlineRadio}
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
                  <fieldset className="donate-group" aria-describedby={cardProvider ? undefined : 'donate-card-unavailable'}>
                    <legend>{t('donate.card')}</legend>
                    {!cardProvider && (
                      <div className="card-unavailable" id="donate-card-unavailable">
                        <p>{t('donate.cardUnavailable')}</p>
                        <button type="button" className="button button-small" onClick={chooseOffline}>
                          {t('donate.giveOffline')}
                        </button>
                      </div>
                    )}
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
                    {/* No `name` on any card field: nothing typed here can be serialised or sent. */}
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
                    {field(
                      'payment_method',
                      t('donate.method'),
                      <select
                        id={fieldId('payment_method')}
                        value={values.payment_method}
                        onChange={(e) => set('payment_method', e.target.value)}
                        {...invalid('payment_method')}
                        aria-describedby={
                          [problems.payment_method && errorId('payment_method'), methods === 'failed' && 'donate-methods-failed']
                            .filter(Boolean)
                            .join(' ') || undefined
                        }
                      >
                        <option value="">{methods === 'loading' ? t('donate.methodsLoading') : t('donate.chooseMethod')}</option>
                        {Array.isArray(methods) &&
                          methods.map((method) => (
                            <option key={method.id} value={String(method.id)}>
                              {method.name}
                            </option>
                          ))}
                      </select>,
                      methods === 'failed' && (
                        <p className="field-hint" id="donate-methods-failed">
                          {t('donate.methodsFailed')}
                        </p>
                      ),
                    )}
                    <div className="form-field form-check">
                      <input
                        id={fieldId('consent')}
                        type="checkbox"
                        checked={values.consent}
                        onChange={(e) => set('consent', e.target.checked)}
                      />
                      <label htmlFor={fieldId('consent')}>{t('donate.consent')}</label>
                    </div>
                  </section>
                )}

                <div>
                  <button type="submit" className="button button-accent" disabled={!hydrated || sending}>
                    {sending ? t('donate.sending') : t('donate.submit')}
                  </button>
                </div>
              </form>
            )}
            <div className="donate-status" role="status" aria-live="polite">
              {pledge ? (
                <PledgeRecorded pledge={pledge} />
              ) : (
                status && <p className={`form-message ${status.kind === 'error' ? 'form-message-error' : ''}`}>{status.text}</p>
              )}
            </div>
          </div>
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
