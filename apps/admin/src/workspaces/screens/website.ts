import { workspaceScreens } from '../../generic/views.tsx';
import blogPost from '../../resources/blog-post/screens.tsx';
import cmsMenu from '../../resources/cms-menu/screens.tsx';
import cmsMenuContent from '../../resources/cms-menu-content/screens.ts';
import cmsMenuContentImage from '../../resources/cms-menu-content-image/screens.ts';
import contactMessage from '../../resources/contact-message/screens.ts';
import event from '../../resources/event/screens.tsx';
import generalSetting from '../../resources/general-setting/screens.ts';
import homepageSlider from '../../resources/homepage-slider/screens.ts';
import newsletterSubscriber from '../../resources/newsletter-subscriber/screens.tsx';
import project from '../../resources/project/screens.tsx';
import volunteerApplication from '../../resources/volunteer-application/screens.tsx';

/** The Website's screens: fetched together when the first of them opens. */
export default workspaceScreens({
  homepage_slider: homepageSlider,
  general_setting: generalSetting,
  cms_menu: cmsMenu,
  cms_menu_content: cmsMenuContent,
  cms_menu_content_image: cmsMenuContentImage,
  blog_post: blogPost,
  contact_message: contactMessage,
  event,
  project,
  volunteer_application: volunteerApplication,
  newsletter_subscriber: newsletterSubscriber,
});
