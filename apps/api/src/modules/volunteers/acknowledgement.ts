import type { Mail } from '../../lib/mailer.ts';

type Language = 'en' | 'bn';
type Area = 'teaching' | 'health' | 'water' | 'relief' | 'office';

/** The areas as the site's `/volunteer` names them, in each language. */
const areaNames: Record<Language, Record<Area, string>> = {
  en: {
    teaching: 'teaching at a learning centre',
    health: 'health camps and first aid',
    water: 'clean water committees',
    relief: 'flood and disaster relief',
    office: 'office and events',
  },
  bn: {
    teaching: 'শিক্ষাকেন্দ্রে পড়ানো',
    health: 'স্বাস্থ্য ক্যাম্প ও প্রাথমিক চিকিৎসা',
    water: 'বিশুদ্ধ পানি কমিটি',
    relief: 'বন্যা ও দুর্যোগে ত্রাণ',
    office: 'অফিস ও অনুষ্ঠান',
  },
};

/** The mail an applicant gets at once, in the language they read the form in. */
export function acknowledgementMail(
  application: { email: string; full_name: string; area: string; language?: string | null },
  charity: string,
): Mail {
  const language: Language = application.language === 'bn' ? 'bn' : 'en';
  const area = areaNames[language][application.area as Area] ?? application.area;
  if (language === 'bn')
    return {
      to: application.email,
      subject: `স্বেচ্ছাসেবক হওয়ার আবেদনের জন্য ধন্যবাদ`,
      text: [
        `প্রিয় ${application.full_name},`,
        '',
        `${charity}-এ স্বেচ্ছাসেবক হতে চাওয়ার জন্য ধন্যবাদ (${area})। আপনার আবেদন আমরা পেয়েছি; কয়েক দিনের মধ্যে আমাদের দলের কেউ আপনার সঙ্গে যোগাযোগ করবেন।`,
        '',
        charity,
      ].join('\n'),
    };
  return {
    to: application.email,
    subject: 'Thank you for offering to volunteer',
    text: [
      `Dear ${application.full_name},`,
      '',
      `Thank you for offering to volunteer with ${charity} (${area}). We have your application, and someone from our team will be in touch within a few days.`,
      '',
      charity,
    ].join('\n'),
  };
}
