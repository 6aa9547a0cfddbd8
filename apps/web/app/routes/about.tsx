import { responsiveImage } from '@sahay/contracts/media';
import { Link } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { RichText } from '../components/RichText.tsx';
import { homeBlocks } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { pageMeta } from '../meta.ts';
import { companiesOf } from '../site-data.ts';
import type { Route } from './+types/about';

/** `/about/<id>` and `/clients/<id>`: the Home menu's About block, then the companies and partners. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { contents, images } = await homeBlocks(context);
  const clients = new URL(request.url).pathname.startsWith('/clients');
  return {
    title: clients ? 'Clients' : 'About',
    about: contents.About ?? '',
    aboutImage: images.About?.[0],
    companiesIntro: contents.Companies ?? '',
    companies: companiesOf(contents, images),
    partners: contents.Partner ?? '',
    partnerLogos: images.Partner ?? [],
    clients,
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { title, about, aboutImage, companies, companiesIntro, partners, partnerLogos, clients } = loaderData;
  return (
    <>
      <PageBanner title={title} />
      {!clients && (
        <section className="section">
          <div className="container split">
            {aboutImage && <img {...responsiveImage(aboutImage)} sizes="(max-width: 767px) 100vw, 50vw" alt="" width={900} height={500} />}
            <RichText html={about} />
          </div>
        </section>
      )}
      <section className="section">
        <div className="container">
          <h2 className="section-title">{t('home.companies')}</h2>
          <RichText html={companiesIntro} className="section-intro" />
          <ul className="card-grid">
            {companies.map((company) => (
              <li key={company.key} className="company-card">
                {company.image && <img src={company.image} alt="" width={100} height={100} loading="lazy" className="company-image" />}
                <h3>
                  <Link to={company.href}>{company.key}</Link>
                </h3>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section partners">
        <div className="container">
          <h2 className="section-title">{t('home.partners')}</h2>
          <RichText html={partners} className="section-intro" />
          <ul className="logo-grid">
            {partnerLogos.map((logo) => (
              <li key={logo}>
                <img src={logo} alt="" width={240} height={120} loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData?.title, description: loaderData?.about, image: loaderData?.aboutImage });
