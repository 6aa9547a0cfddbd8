import { useT } from '../../i18n.tsx';
import { type SampleName, sampleAlt } from '../../template/samples.ts';
import { SampleImage } from '../SampleImage.tsx';

export const defaultPictures: readonly SampleName[] = ['photo-13', 'photo-14', 'photo-15', 'photo-16', 'photo-17', 'photo-18'];

/** A static grid of small pictures (three a row) for the sidebars. */
export function PictureGrid({ title, pictures = defaultPictures }: { title?: string; pictures?: readonly SampleName[] }) {
  const t = useT();
  const name = title ?? t('sidebar.gallery');
  return (
    <section className="widget widget-pictures" aria-label={name}>
      <h2 className="widget-title">{name}</h2>
      <ul className="picture-grid">
        {pictures.map((picture) => (
          <li key={picture}>
            <SampleImage name={picture} alt={sampleAlt(picture)} sizes="(max-width: 991px) 30vw, 110px" />
          </li>
        ))}
      </ul>
    </section>
  );
}
