import { type SampleName, sampleAlt } from '../../template/samples.ts';
import { SampleImage } from '../SampleImage.tsx';

export const defaultPictures: readonly SampleName[] = ['photo-13', 'photo-14', 'photo-15', 'photo-16', 'photo-17', 'photo-18'];

/** A static grid of small pictures (three a row) for the sidebars. */
export function PictureGrid({ title = 'Gallery', pictures = defaultPictures }: { title?: string; pictures?: readonly SampleName[] }) {
  return (
    <section className="widget widget-pictures" aria-label={title}>
      <h2 className="widget-title">{title}</h2>
      <ul className="picture-grid">
        {pictures.map((name) => (
          <li key={name}>
            <SampleImage name={name} alt={sampleAlt(name)} sizes="(max-width: 991px) 30vw, 110px" />
          </li>
        ))}
      </ul>
    </section>
  );
}
