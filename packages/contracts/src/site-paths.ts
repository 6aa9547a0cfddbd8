/** Where the site shows an event and a project: its pages, links, feeds and mails all build them here. */
export const eventPath = (event: { id: number }) => `/event-single/${event.id}`;
export const projectPath = (project: { id: number }) => `/project-single/${project.id}`;
