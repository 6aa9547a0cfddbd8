import { responsiveImage } from '@sahay/contracts/media';
import { Link } from 'react-router';
import { Carousel, type CarouselKind } from '../components/Carousel.tsx';
import { CauseCard } from '../components/CauseCard.tsx';
import { HomeSlider } from '../components/HomeSlider.tsx';
import { HydrateInTurn } from '../components/HydrateInTurn.tsx';
import { PopupImage } from '../components/PopupImage.tsx';
import { RichText } from '../components/RichText.tsx';
import { TeamSlider } from '../components/TeamSlider.tsx';
import { homeBlocks, siteContent } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { pageMeta } from '../meta.ts';
import { companiesOf, listItems, orEmpty, plainText, textBeforeList } from '../site-data.ts';
import type { Route } from './+types/home';

/** Company text is cut here, then "see more" (spec section 9). */
export const companyTextLimit = 300;
/** Campaign cards on the home page (spec section 9). */
export const homeCampaignCount = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const content = siteContent(context);
  const [slides, settings, home, causes, team] = await Promise.all([
    orEmpty(content.slides(), []),
    orEmpty(content.settings(), null),
    homeBlocks(context),
    orEmpty(content.causes(), []),
    orEmpty(content.teamMembers(), []),
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

/** A home page block: heading, intro text from the back office, and its carousel. */
function CarouselSection({
  kind,
  title,
  intro,
  children,
}: {
  kind: CarouselKind;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <HydrateInTurn name={`home-${kind}`}>
      <section className={`section ${kind}`}>
        <div className="container">
          <h2 className="section-title">{title}</h2>
          <RichText html={intro} className="section-intro" />
          <Carousel kind={kind} label={title}>
            {children}
          </Carousel>
        </div>
      </section>
    </HydrateInTurn>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { popup, siteName, slides, companies, about, services, featured, partners, companiesIntro, campaigns, team } = loaderData;
  return (
    <>
      <PopupImage image={popup} alt={siteName} />
      {/* The home page is long: each block comes alive in a task of its own. A block without its content is left
          out, not wrapped: a part that waits for its turn must be one element. */}
      {slides.length > 0 && (
        <HydrateInTurn name="home-slider">
          <HomeSlider slides={slides} />
        </HydrateInTurn>
      )}

      {companies.length > 0 && (
        <CarouselSection kind="companies" title={t('home.companies')} intro={companiesIntro}>
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
        </CarouselSection>
      )}

      {about.html && (
        <HydrateInTurn name="home-about">
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
        </HydrateInTurn>
      )}

      {services.items.length > 0 && (
        <CarouselSection kind="services" title={t('home.services')} intro={services.intro}>
          {services.items.map((item, i) => (
            <article key={item} className="service-card">
              <span className="service-number" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3>{item}</h3>
            </article>
          ))}
        </CarouselSection>
      )}

      {featured.images.length > 0 && (
        <CarouselSection kind="featured" title={t('home.featured')} intro={featured.html}>
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
        </CarouselSection>
      )}

      {partners.images.length > 0 && (
        <CarouselSection kind="partners" title={t('home.partners')} intro={partners.html}>
          {partners.images.map((image) => (
            <img key={image} src={image} alt="" width={240} height={120} loading="lazy" className="partner-logo" />
          ))}
        </CarouselSection>
      )}

      <HydrateInTurn name="home-campaigns">
        <section className="section campaigns">
          <div className="container">
            <h2 className="section-title">{t('home.campaigns')}</h2>
            <ul className="cause-grid">
              {campaigns.map((cause) => (
                <li key={cause.id}>
                  <CauseCard cause={cause} headingLevel={3} />
                </li>
              ))}
            </ul>
            <p className="section-more">
              <Link to="/cause" className="button">
                {t('home.allCauses')}
              </Link>
            </p>
          </div>
        </section>
      </HydrateInTurn>

      {team.length > 0 && (
        <HydrateInTurn name="home-volunteers">
          <section className="section volunteers">
            <div className="container">
              <h2 className="section-title">{t('team.volunteers')}</h2>
              <TeamSlider team={team} />
            </div>
          </section>
        </HydrateInTurn>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { description: loaderData?.about.html, image: loaderData?.slides[0]?.image });
