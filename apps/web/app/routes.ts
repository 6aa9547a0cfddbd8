import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every page of the public site (spec section 2). More specific paths win over `:menuName/:id`. They sit under one
 * layout whose error boundary shows a page's errors inside the root's header, footer and language (routes/pages.tsx).
 */
export default [
  layout('routes/pages.tsx', { id: 'pages' }, [
    index('routes/home.tsx', { id: 'home-index' }),
    route('home/:id?', 'routes/home.tsx', { id: 'home' }),
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
    // The template pages: static sample content (spec sections 2 and 3).
    route('service-single/:id', 'routes/service-single.tsx'),
    route('cause', 'routes/cause.tsx'),
    route('cause-single/:id', 'routes/cause-single.tsx'),
    route('event', 'routes/event.tsx'),
    route('event-s2', 'routes/event-s2.tsx'),
    route('event-single/:id', 'routes/event-single.tsx'),
    route('project', 'routes/project.tsx'),
    route('project-single/:id', 'routes/project-single.tsx'),
    route('team-single/:id', 'routes/team-single.tsx'),
    route('testimonial', 'routes/testimonial.tsx'),
    route('blog', 'routes/blog.tsx', { id: 'blog' }),
    route('blog-left-sidebar', 'routes/blog.tsx', { id: 'blog-left-sidebar' }),
    route('blog-fullwidth', 'routes/blog.tsx', { id: 'blog-fullwidth' }),
    route('blog-single/:id', 'routes/blog-single.tsx', { id: 'blog-single' }),
    route('blog-single-left-sidebar/:id', 'routes/blog-single.tsx', { id: 'blog-single-left-sidebar' }),
    route('blog-single-fullwidth/:id', 'routes/blog-single.tsx', { id: 'blog-single-fullwidth' }),
    route('donate', 'routes/donate.tsx'),
    route('transparency', 'routes/transparency.tsx'),
    route('search', 'routes/search.tsx'),
    route('volunteer', 'routes/volunteer.tsx'),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('404', 'routes/not-found.tsx'),
    route('sitemap.xml', 'routes/sitemap.ts'),
    route('feeds/events.ics', 'routes/events-feed.ts'),
    route('feeds/blog.xml', 'routes/blog-feed.ts'),
    route('robots.txt', 'routes/robots.ts'),
    // The requester's private ticket page: before `:menuName/:id`, which would otherwise take it.
    route('support/:token', 'routes/support.tsx'),
    // The links of a subscriber's mails (confirm, unsubscribe): one page, which follows the link it was opened by.
    route('newsletter/confirm/:token', 'routes/newsletter-link.tsx', { id: 'newsletter-confirm' }),
    route('newsletter/unsubscribe/:token', 'routes/newsletter-link.tsx', { id: 'newsletter-unsubscribe' }),
    route(':menuName/:id', 'routes/menu-page.tsx'),
    route('*', 'routes/catch-all.tsx'),
  ]),
] satisfies RouteConfig;
