import { type Currency, currencies, defaultCurrency } from '@sahay/contracts';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '../../db/client.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import { generalSettings } from '../cms/index.ts';

/** The charity as its letters head them: from the general setting. */
export interface Letterhead {
  name: string;
  address: string | null;
  email: string | null;
  phone: string | null;
  /** The logo as a data URL of a PNG or JPEG (the pictures a PDF holds), when there is one. */
  logo: string | null;
  currency: Currency;
}

async function bytesOf(media: MediaStore, path: string) {
  const found = await media.read(path);
  if (!found?.body) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The logo as a data URL a PDF can hold: PNG and JPEG as they are; any other picture the settings take (WebP,
 * GIF) drawn again as PNG, since pdfkit embeds only those two. A file that is no picture gives no logo.
 */
async function logoDataUrl(bytes: Buffer) {
  if (bytes[0] === 0x89 && bytes.subarray(1, 4).toString('latin1') === 'PNG') return `data:image/png;base64,${bytes.toString('base64')}`;
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return `data:image/jpeg;base64,${bytes.toString('base64')}`;
  const png = await sharp(bytes)
    .png()
    .toBuffer()
    .catch(() => undefined);
  return png ? `data:image/png;base64,${png.toString('base64')}` : null;
}

/** The letterhead of the charity's documents; its logo only when the media store is at hand. */
export async function letterhead(db: DbOrTx, media?: MediaStore): Promise<Letterhead> {
  const [setting] = await db.select().from(generalSettings).orderBy(asc(generalSettings.id)).limit(1);
  const bytes = setting?.logo && media ? await bytesOf(media, setting.logo).catch(() => undefined) : undefined;
  const logo = bytes ? await logoDataUrl(bytes) : null;
  const currency = (currencies as readonly string[]).includes(String(setting?.currency))
    ? (setting?.currency as Currency)
    : defaultCurrency;
  return {
    name: setting?.siteName ?? 'Sahay',
    address: setting?.address ?? null,
    email: setting?.email ?? null,
    phone: setting?.phone ?? null,
    logo,
    currency,
  };
}
