import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';

/**
 * The frame the demo account pages share (login, register, forgot password): banner, heading, a
 * note, the form with its submit button (off until the page's script runs, and while it leaves),
 * the link to the other page, and the toast.
 */
export function AccountPage(props: {
  title: string;
  heading: string;
  note: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  submitDisabled: boolean;
  children: ReactNode;
  other: { question: string; to: string; label: string };
  toast: ReactNode;
}) {
  return (
    <>
      <PageBanner title={props.title} />
      <section className="section">
        <div className="container auth-card">
          <h2>{props.heading}</h2>
          <p className="form-note">{props.note}</p>
          <form className="contact-form" noValidate onSubmit={props.onSubmit}>
            {props.children}
            <div>
              <button type="submit" className="button" disabled={props.submitDisabled}>
                {props.submitLabel}
              </button>
            </div>
          </form>
          <p className="auth-switch">
            {props.other.question} <Link to={props.other.to}>{props.other.label}</Link>
          </p>
        </div>
      </section>
      {props.toast}
    </>
  );
}
