import { ImageGrid } from '../components/ImageGrid.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { homeBlocks } from '../content.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/image-grid';

/** Which image group each page shows, and its title. */
const pages = {
  gallery: { group: 'Gallery', title: 'Gallery', rowHeight: 500 },
  profile: { group: 'Profile', title: 'Profile', rowHeight: 350 },
  document: { group: 'OUR DOCUMENT', title: 'Our Documents', rowHeight: 500 },
} as const;

function pageOf(url: string) {
  const first = new URL(url).pathname.split('/')[1] as keyof typeof pages;
  return pages[first] ?? pages.gallery;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageOf(request.url);
  const { images } = await homeBlocks(context);
  return { title: page.title, rowHeight: page.rowHeight, images: images[page.group] ?? [] };
}

/** `/gallery/<id>`, `/profile/<id>`, `/document/<id>`. */
export default function ImageGridPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={loaderData.title} />
      <div className="section container">
        <ImageGrid images={loaderData.images} label={loaderData.title} rowHeight={loaderData.rowHeight} />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData?.title, image: loaderData?.images[0] });
