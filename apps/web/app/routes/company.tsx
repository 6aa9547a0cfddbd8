import { responsiveImage } from '@sahay/contracts/media';
import { data } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { RichText } from '../components/RichText.tsx';
import { homeBlocks } from '../content.server.ts';
import { pageMeta } from '../meta.ts';
import { companiesOf } from '../site-data.ts';
import type { Route } from './+types/company';

/** `/company/<index>/<name>`: the Home block whose key is the company's name (or the index-th company). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { contents, images } = await homeBlocks(context);
  const companies = companiesOf(contents, images);
  const company = params.companyName ? companies.find((c) => c.key === params.companyName) : companies[Number(params.id) - 1];
  if (!company) throw data(null, { status: 404 });
  return { name: company.key, html: company.html, image: company.image };
}

export default function Company({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={loaderData.name} />
      <section className="section">
        <div className="container split">
          {loaderData.image && (
            <img {...responsiveImage(loaderData.image)} sizes="300px" alt="" width={300} height={300} className="company-image-large" />
          )}
          <RichText html={loaderData.html} />
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData?.name, description: loaderData?.html, image: loaderData?.image });
