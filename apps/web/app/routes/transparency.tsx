import { endpointUrl, type TransparencyReport, transparencyEndpoints, transparencyYears } from '@sahay/contracts';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { data } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { siteContent } from '../content.server.ts';
import { type Translate, useT } from '../i18n.tsx';
import { metaT, pageMeta } from '../meta.ts';
import { formatMoney } from '../template/money.ts';
import type { Route } from './+types/transparency';

const thisYear = () => new Date().getUTCFullYear();

/**
 * `/transparency?year=<year>`: a year's figures from the books (this year without one); a year out of range is the
 * 404 page. The CSV's address comes from its declaration, resolved here so the page's script does not carry it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('year');
  const year = asked === null || asked === '' ? thisYear() : /^\d{4}$/.test(asked) ? Number(asked) : 0;
  if (year < transparencyYears.min || year > transparencyYears.max) throw data(null, { status: 404 });
  const report = await siteContent(context).transparency(year);
  return { report, csv: endpointUrl(transparencyEndpoints.csvOfYear, { params: { year: String(report.year) } }) };
}

const negative = (amount: string) => amount.trim().startsWith('-');
const abs = (amount: string) => amount.trim().replace(/^-/, '');

/** A table of the report: its caption, a scrolling box of its own on a narrow screen (focusable, so keys scroll it). */
function FigureTable({
  caption,
  head,
  children,
  foot,
  textColumns = 1,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
  foot?: ReactNode;
  /** The first columns hold words, the others amounts (aligned to the right). */
  textColumns?: number;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that may scroll sideways must be reachable by keyboard.
    <section className="table-wrap" aria-label={caption} tabIndex={0}>
      <table className="notice-table figure-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={i < textColumns ? undefined : 'amount'}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </section>
  );
}

function EmptyRow({ columns, t }: { columns: number; t: Translate }) {
  return (
    <tr>
      <td colSpan={columns}>{t('transparency.none')}</td>
    </tr>
  );
}

export default function Transparency({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { report, csv } = loaderData;
  const { year } = report;
  const years = [...new Set([...report.years, thisYear(), year])].sort((a, b) => b - a);
  const deficit = negative(report.surplus);
  return (
    <>
      <PageBanner title={t('transparency.title')} />
      <section className="section">
        <div className="container transparency">
          <h2>{t('transparency.titleYear', { year })}</h2>
          <p className="lead">{t('transparency.description', { year })}</p>
          <div className="transparency-tools">
            <form method="get" action="/transparency" className="year-form" aria-label={t('transparency.chooseYear')}>
              <label htmlFor="transparency-year">{t('transparency.year')}</label>
              <select id="transparency-year" name="year" defaultValue={String(year)}>
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
              <button type="submit" className="button button-small">
                {t('transparency.show')}
              </button>
            </form>
            <a className="button button-accent button-small" href={csv} download>
              <Download aria-hidden="true" size={18} /> {t('transparency.download', { year })}
            </a>
          </div>
          <p>{t('transparency.currency', { currency: report.currency })}</p>

          <h2>{t('transparency.booksHeading')}</h2>
          <p>{t('transparency.booksNote', { year })}</p>
          <FigureTable
            caption={t('transparency.incomeBySource', { year })}
            head={[t('transparency.source'), t('transparency.group'), t('transparency.amount')]}
            textColumns={2}
            foot={
              <tr>
                <th scope="row" colSpan={2}>
                  {t('transparency.totalIncome')}
                </th>
                <td className="amount">{formatMoney(report.income_total)}</td>
              </tr>
            }
          >
            {report.income_by_source.map((income) => (
              <tr key={income.name}>
                <th scope="row">{income.name}</th>
                <td>{income.group}</td>
                <td className="amount">{formatMoney(income.amount)}</td>
              </tr>
            ))}
            {report.income_by_source.length === 0 && <EmptyRow columns={3} t={t} />}
          </FigureTable>
          <FigureTable
            caption={t('transparency.expensesByGroup', { year })}
            head={[t('transparency.group'), t('transparency.amount')]}
            foot={
              <tr>
                <th scope="row">{t('transparency.totalExpenses')}</th>
                <td className="amount">{formatMoney(report.expense_total)}</td>
              </tr>
            }
          >
            {report.expenses_by_group.map((expense) => (
              <tr key={expense.name}>
                <th scope="row">{expense.name}</th>
                <td className="amount">{formatMoney(expense.amount)}</td>
              </tr>
            ))}
            {report.expenses_by_group.length === 0 && <EmptyRow columns={2} t={t} />}
          </FigureTable>
          <dl className={`cause-amounts transparency-result${deficit ? ' is-deficit' : ''}`}>
            <div>
              <dt>{t('transparency.result', { year })}</dt>
              <dd>
                {deficit ? t('transparency.deficit') : t('transparency.surplus')}: {formatMoney(abs(report.surplus))}
              </dd>
            </div>
          </dl>

          <h2>{t('transparency.causesHeading')}</h2>
          <p>{t('transparency.causesNote')}</p>
          <FigureTable
            caption={t('transparency.giftsByCause', { year })}
            head={[t('transparency.cause'), t('transparency.amount')]}
            foot={
              <tr>
                <th scope="row">{t('transparency.total')}</th>
                <td className="amount">{formatMoney(report.gifts_total)}</td>
              </tr>
            }
          >
            {report.gifts_by_cause.map((g) => (
              <tr key={g.id}>
                <th scope="row">{g.name}</th>
                <td className="amount">{formatMoney(g.amount)}</td>
              </tr>
            ))}
            {report.gifts_by_cause.length === 0 && <EmptyRow columns={2} t={t} />}
          </FigureTable>
          <FigureTable
            caption={t('transparency.spentByCause', { year })}
            head={[t('transparency.cause'), t('transparency.amount')]}
            foot={
              <tr>
                <th scope="row">{t('transparency.total')}</th>
                <td className="amount">{formatMoney(report.spent_total)}</td>
              </tr>
            }
          >
            {report.spent_by_cause.map((s) => (
              <tr key={s.id}>
                <th scope="row">{s.name}</th>
                <td className="amount">{formatMoney(s.amount)}</td>
              </tr>
            ))}
            {report.spent_by_cause.length === 0 && <EmptyRow columns={2} t={t} />}
          </FigureTable>
          <FundsTable report={report} t={t} />
        </div>
      </section>
    </>
  );
}

/** Every cause's fund at the year's end: goal, raised, spent, left and percent; an overspent one says so in words. */
function FundsTable({ report, t }: { report: TransparencyReport; t: Translate }) {
  return (
    <FigureTable
      caption={t('transparency.fundsAtEnd', { year: report.year })}
      head={[t('transparency.cause'), t('cause.goal'), t('cause.raised'), t('cause.spent'), t('cause.left'), t('transparency.percent')]}
    >
      {report.causes.map((c) => (
        <tr key={c.id} className={c.overspent ? 'is-overspent' : undefined}>
          <th scope="row">{c.name}</th>
          <td className="amount">{formatMoney(c.goal_amount)}</td>
          <td className="amount">{formatMoney(c.raised)}</td>
          <td className="amount">{formatMoney(c.spent)}</td>
          <td className="amount">
            {formatMoney(c.left)}
            {c.overspent && (
              <>
                {' '}
                <strong className="overspent">{t('transparency.overspent')}</strong>
              </>
            )}
          </td>
          <td className="amount">{c.percent}%</td>
        </tr>
      ))}
      {report.causes.length === 0 && <EmptyRow columns={6} t={t} />}
    </FigureTable>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? metaT(matches)('transparency.titleYear', { year: loaderData.report.year }) : metaT(matches)('transparency.title'),
    description: loaderData ? metaT(matches)('transparency.description', { year: loaderData.report.year }) : undefined,
  });
