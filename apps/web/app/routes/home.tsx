import { responsiveImage } from '@sahay/contracts/media';
import { Link } from 'react-router';
import { Carousel } from '../components/Carousel.tsx';
import { CauseCard } from '../components/CauseCard.tsx';
import { HomeSlider } from '../components/HomeSlider.tsx';
import { PopupImage } from '../components/PopupImage.tsx';
import { RichText } from '../components/RichText.tsx';
import { TeamSlider } from '../components/TeamSlider.tsx';
import { homeBlocks, siteContent } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { pageMeta } from '../meta.ts';
import { companiesOf, listItems, orEmpty, plainText, textBeforeList } from '../site-data.ts';
import { causes } from '../template/causes.ts';
import { team } from '../template/team.ts';
import type { Route } from './+types/home';

/** Company text is cut here, then "see more" (spec section 9). */
export const companyTextLimit = 300;
/** Campaign cards on the home page (spec section 9). */
export const homeCampaignCount = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const content = siteContent(context);
  const [slides, settings, home] = await Promise.all([
    orEmpty(content.slides(), []),
    orEmpty(content.settings(), null),
    homeBlocks(context),
  ]);
  const { contents, images } = home;
  return {
    popup: settings?.slider ?? null,
    siteName: settings?.site_name ?? '',
    slides,
    companies: companiesOf(contents, images).map((c) => ({ ...c, preview: plainText(c.html).slice(0, companyTextLimit) })),
    about: { html: contents.About ?? '', image: images.About?.[0] },
    services: { intro: textBeforeList(contents['Our Services'] ?? ''), items: listItems(contents['Our Services'] ?? '') },
    featured: { html: contents['Featured Work'] ?? '', images: images['Featured Work'] ?? [] },
    partners: { html: contents.Partner ?? '', images: images.Partner ?? [] },
    companiesIntro: contents.Companies ?? '',
    campaigns: causes.slice(0, homeCampaignCount),
    team,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { popup, siteName, slides, companies, about, services, featured, partners, companiesIntro, campaigns, team } = loaderData;
  return (
    <>
      <PopupImage image={popup} alt={siteName} />
      <HomeSlider slides={slides} />

      {companies.length > 0 && (
        <section className="section companies">
          <div className="container">
            <h2 className="section-title">{t('home.companies')}</h2>
            <RichText html={companiesIntro} className="section-intro" />
            <Carousel kind="companies" label={t('home.companies')}>
              {companies.map((company) => (
                <article key={company.key} className="company-card">
                  {company.image && (
                    <img
                      {...responsiveImage(company.image)}
                      sizes="100px"
                      alt=""
                      width={100}
                      height={100}
                      loading="lazy"
                      className="company-image"
                    />
                  )}
                  <h3>{company.key}</h3>
                  <p>
                    {company.preview}
                    {company.preview.length >= companyTextLimit && '…'}{' '}
                    <Link to={company.href}>
                      {t('home.seeMore')}
                      <span className="visually-hidden"> — {company.key}</span>
                    </Link>
                  </p>
                </article>
              ))}
            </Carousel>
          </div>
        </section>
      )}

      {about.html && (
        <section className="section about">
          <div className="container split">
            {about.image && (
              <img
                {...responsiveImage(about.image)}
                sizes="(max-width: 767px) 100vw, 50vw"
                alt=""
                width={900}
                height={500}
                loading="lazy"
              />
            )}
            <div>
              <h2 className="section-title">{t('home.about')}</h2>
              <RichText html={about.html} />
            </div>
          </div>
        </section>
      )}

      {services.items.length > 0 && (
        <section className="section services">
          <div className="container">
            <h2 className="section-title">{t('home.services')}</h2>
            <RichText html={services.intro} className="section-intro" />
            <Carousel kind="services" label={t('home.services')}>
              {services.items.map((item, i) => (
                <article key={item} className="service-card">
                  <span className="service-number" aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  <h3>{item}</h3>
                </article>
              ))}
            </Carousel>
          </div>
        </section>
      )}

      {featured.images.length > 0 && (
        <section className="section featured">
          <div className="container">
            <h2 className="section-title">{t('home.featured')}</h2>
            <RichText html={featured.html} className="section-intro" />
            <Carousel kind="featured" label={t('home.featured')}>
              {featured.images.map((image) => (
                <img
                  key={image}
                  {...responsiveImage(image)}
                  sizes="(max-width: 480px) 100vw, (max-width: 767px) 50vw, 33vw"
                  alt=""
                  width={860}
                  height={500}
                  loading="lazy"
                  className="featured-image"
                />
              ))}
            </Carousel>
          </div>
        </section>
      )}

      {partners.images.length > 0 && (
        <section className="section partners">
          <div className="container">
            <h2 className="section-title">{t('home.partners')}</h2>
            <RichText html={partners.html} className="section-intro" />
            <Carousel kind="partners" label={t('home.partners')}>
              {partners.images.map((image) => (
                <img key={image} src={image} alt="" width={240} height={120} loading="lazy" className="partner-logo" />
              ))}
            </Carousel>
          </div>
        </section>
      )}

      <section className="section campaigns">
        <div className="container">
          <h2 className="section-title">Our campaigns</h2>
          <ul className="cause-grid">
            {campaigns.map((cause) => (
              <li key={cause.id}>
                <CauseCard cause={cause} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p className="section-more">
            <Link to="/cause" className="button">
              See all causes
            </Link>
          </p>
        </div>
      </section>

      <section className="section volunteers">
        <div className="container">
          <h2 className="section-title">Our volunteers</h2>
          <TeamSlider team={team} />
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { description: loaderData?.about.html, image: loaderData?.slides[0]?.image });
