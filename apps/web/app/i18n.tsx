import { createContext, type ReactNode, useContext } from 'react';

export const languages = ['en', 'bn'] as const;
export type Language = (typeof languages)[number];
export const languageCookie = 'lang';

/** The interface's words. Content from the back office is shown as stored. */
const en = {
  'nav.home': 'Home',
  'nav.menu': 'Menu',
  'nav.close': 'Close menu',
  'nav.donate': 'Donate Now',
  'nav.search': 'Search',
  'nav.searchPlaceholder': 'Search the site…',
  'nav.language': 'Language',
  'nav.skip': 'Skip to content',
  'nav.expand': 'Show the pages under',
  'home.portfolio': 'Our Portfolio',
  'home.seeMore': 'see more',
  'home.closePopup': 'Close',
  'home.about': 'About us',
  'home.services': 'Our services',
  'home.companies': 'Our work',
  'home.featured': 'Featured work',
  'home.partners': 'Our partners',
  'home.previous': 'Previous',
  'home.next': 'Next',
  'footer.welcome': 'Welcome to our charity. Together we bring clean water, schooling, food and care to the families who need them most.',
  'footer.links': 'Useful links',
  'footer.aboutUs': 'About Us',
  'footer.contactUs': 'Contact us',
  'footer.contact': 'Contact',
  'footer.memberOf': 'Member of',
  'footer.rights': 'All rights reserved.',
  'footer.design': 'Design by',
  'footer.toTop': 'Back to top',
  'banner.home': 'Home',
  'notice.title': 'Notices',
  'notice.sl': 'SL',
  'notice.name': 'Title',
  'notice.date': 'Date',
  'notice.show': 'Show',
  'notice.download': 'Download',
  'notice.empty': 'There are no notices yet.',
  'team.title': 'Our Team',
  'message.title': 'Message',
  'gallery.close': 'Close',
  'gallery.previous': 'Previous picture',
  'gallery.next': 'Next picture',
  'gallery.open': 'Open picture',
  'contact.title': 'Contact',
  'contact.address': 'Office address',
  'contact.email': 'Email us',
  'contact.call': 'Call now',
  'contact.formTitle': 'Send us a message',
  'contact.name': 'Name',
  'contact.lastname': 'Last name',
  'contact.emailField': 'Email',
  'contact.subject': 'Subject',
  'contact.message': 'Message',
  'contact.send': 'Send message',
  'contact.sending': 'Sending…',
  'contact.sent': 'Thank you! Your message has been sent.',
  'contact.failed': 'Your message could not be sent. Please try again later.',
  'contact.map': 'Map of our office',
  'services.title': 'Our Services',
  'notFound.title': 'Oops! Page Not Found!',
  'notFound.text':
    "We're sorry but we can't seem to find the page you requested. This might be because you have typed the web address incorrectly.",
  'notFound.back': 'Back to home',
  'page.empty': 'This page has no content yet.',
} as const;

export type MessageKey = keyof typeof en;

const bn: Record<MessageKey, string> = {
  'nav.home': 'হোম',
  'nav.menu': 'মেনু',
  'nav.close': 'মেনু বন্ধ করুন',
  'nav.donate': 'এখনই দান করুন',
  'nav.search': 'খুঁজুন',
  'nav.searchPlaceholder': 'সাইটে খুঁজুন…',
  'nav.language': 'ভাষা',
  'nav.skip': 'মূল অংশে যান',
  'nav.expand': 'এর অধীনের পাতাগুলো দেখুন',
  'home.portfolio': 'আমাদের কাজ',
  'home.seeMore': 'আরও দেখুন',
  'home.closePopup': 'বন্ধ করুন',
  'home.about': 'আমাদের সম্পর্কে',
  'home.services': 'আমাদের সেবা',
  'home.companies': 'আমাদের কার্যক্রম',
  'home.featured': 'বিশেষ কাজ',
  'home.partners': 'আমাদের অংশীদার',
  'home.previous': 'আগেরটি',
  'home.next': 'পরেরটি',
  'footer.welcome': 'আমাদের দাতব্য সংস্থায় স্বাগতম। একসাথে আমরা সবচেয়ে দরকারি পরিবারগুলোর কাছে বিশুদ্ধ পানি, শিক্ষা, খাদ্য ও চিকিৎসা পৌঁছে দিই।',
  'footer.links': 'প্রয়োজনীয় লিংক',
  'footer.aboutUs': 'আমাদের সম্পর্কে',
  'footer.contactUs': 'যোগাযোগ করুন',
  'footer.contact': 'যোগাযোগ',
  'footer.memberOf': 'সদস্য',
  'footer.rights': 'সর্বস্বত্ব সংরক্ষিত।',
  'footer.design': 'ডিজাইন',
  'footer.toTop': 'উপরে যান',
  'banner.home': 'হোম',
  'notice.title': 'নোটিশ',
  'notice.sl': 'ক্রম',
  'notice.name': 'শিরোনাম',
  'notice.date': 'তারিখ',
  'notice.show': 'দেখুন',
  'notice.download': 'ডাউনলোড',
  'notice.empty': 'এখনও কোনো নোটিশ নেই।',
  'team.title': 'আমাদের দল',
  'message.title': 'বার্তা',
  'gallery.close': 'বন্ধ করুন',
  'gallery.previous': 'আগের ছবি',
  'gallery.next': 'পরের ছবি',
  'gallery.open': 'ছবি খুলুন',
  'contact.title': 'যোগাযোগ',
  'contact.address': 'অফিসের ঠিকানা',
  'contact.email': 'ইমেইল করুন',
  'contact.call': 'ফোন করুন',
  'contact.formTitle': 'আমাদের বার্তা পাঠান',
  'contact.name': 'নাম',
  'contact.lastname': 'নামের শেষাংশ',
  'contact.emailField': 'ইমেইল',
  'contact.subject': 'বিষয়',
  'contact.message': 'বার্তা',
  'contact.send': 'বার্তা পাঠান',
  'contact.sending': 'পাঠানো হচ্ছে…',
  'contact.sent': 'ধন্যবাদ! আপনার বার্তা পাঠানো হয়েছে।',
  'contact.failed': 'আপনার বার্তা পাঠানো যায়নি। পরে আবার চেষ্টা করুন।',
  'contact.map': 'আমাদের অফিসের মানচিত্র',
  'services.title': 'আমাদের সেবা',
  'notFound.title': 'দুঃখিত! পাতাটি পাওয়া যায়নি!',
  'notFound.text': 'দুঃখিত, আপনি যে পাতাটি খুঁজছেন তা আমরা খুঁজে পাচ্ছি না। সম্ভবত ওয়েব ঠিকানাটি ভুল লেখা হয়েছে।',
  'notFound.back': 'হোমে ফিরে যান',
  'page.empty': 'এই পাতায় এখনও কিছু লেখা হয়নি।',
};

const dictionaries: Record<Language, Record<MessageKey, string>> = { en, bn };

export function parseLanguage(cookieHeader: string | null): Language {
  const value = /(?:^|;\s*)lang=(en|bn)/.exec(cookieHeader ?? '')?.[1];
  return value === 'bn' ? 'bn' : 'en';
}

const LanguageContext = createContext<Language>('en');

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export function useLanguage() {
  return useContext(LanguageContext);
}

/** The translate function of the current language. */
export function useT() {
  const dictionary = dictionaries[useContext(LanguageContext)];
  return (key: MessageKey) => dictionary[key];
}
