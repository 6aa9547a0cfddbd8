import { responsiveImage } from '@sahay/contracts/media';
import { useState } from 'react';
import { PageBanner } from '../components/PageBanner.tsx';
import { RichText } from '../components/RichText.tsx';
import { homeBlocks } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { metaT, pageMeta } from '../meta.ts';
import type { Route } from './+types/message';

/** The three messages, each a tab: its picture and its text from the Home menu. */
const tabs = [
  { key: 'Managing Partner', label: 'Managing Partner' },
  { key: 'Partner One', label: 'Partner' },
  { key: 'Partner Two', label: 'Partner' },
] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const { contents, images } = await homeBlocks(context);
  return { tabs: tabs.map((tab) => ({ ...tab, html: contents[tab.key] ?? '', image: images[tab.key]?.[0] })) };
}

export default function Message({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [active, setActive] = useState(1);
  return (
    <>
      <PageBanner title={t('message.title')} />
      <section className="section">
        <div className="container">
          <div role="tablist" aria-label={t('message.title')} className="tabs">
            {loaderData.tabs.map((tab, i) => (
              <button
                key={tab.key}
                type="button"
                role="tab"
                id={`message-tab-${i + 1}`}
                aria-selected={active === i + 1}
                aria-controls={`message-panel-${i + 1}`}
                tabIndex={active === i + 1 ? 0 : -1}
                className="tab"
                onClick={() => setActive(i + 1)}
              >
                {tab.label}
              </button>
            ))}
          </div>
          {loaderData.tabs.map((tab, i) => (
            <div
              key={tab.key}
              role="tabpanel"
              id={`message-panel-${i + 1}`}
              aria-labelledby={`message-tab-${i + 1}`}
              hidden={active !== i + 1}
              className="tab-panel split"
            >
              {tab.image && (
                <img
                  {...responsiveImage(tab.image)}
                  sizes="(max-width: 767px) 100vw, 50vw"
                  alt=""
                  width={600}
                  height={600}
                  loading="lazy"
                />
              )}
              <RichText html={tab.html} />
            </div>
          ))}
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: metaT(matches)('message.title'), description: loaderData?.tabs[0]?.html });
