import { index, type RouteConfig, route } from '@react-router/dev/routes';

/** Every page of the public site (spec section 2). More specific paths win over `:menuName/:id`. */
export default [
  index('routes/home.tsx', { id: 'home-index' }),
  route('home/:id', 'routes/home.tsx', { id: 'home' }),
  route('about/:id', 'routes/about.tsx', { id: 'about' }),
  route('clients/:id', 'routes/about.tsx', { id: 'clients' }),
  route('contact', 'routes/contact.tsx', { id: 'contact-index' }),
  route('contact/:id', 'routes/contact.tsx', { id: 'contact' }),
  route('notice/:id?', 'routes/notices.tsx'),
  route('pdfShow/notice/:id', 'routes/notice-pdf.tsx'),
  route('our team/:id?', 'routes/team.tsx'),
  route('message/:id', 'routes/message.tsx'),
  route('mission/:id', 'routes/mission.tsx'),
  route('performance/:id', 'routes/performance.tsx'),
  route('profile/:id', 'routes/image-grid.tsx', { id: 'profile' }),
  route('gallery/:id', 'routes/image-grid.tsx', { id: 'gallery' }),
  route('document/:id', 'routes/image-grid.tsx', { id: 'document' }),
  route('company/:id/:companyName?', 'routes/company.tsx'),
  route('service/:id', 'routes/service.tsx'),
  route('404', 'routes/not-found.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route(':menuName/:id', 'routes/menu-page.tsx'),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
