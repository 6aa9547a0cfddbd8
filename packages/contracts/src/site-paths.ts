/** Where the site shows an event and a project: its pages, links, feeds and mails all build them here. */
export const eventPath = (event: { id: number }) => `/event-single/${event.id}`;
export const projectPath = (project: { id: number }) => `/project-single/${project.id}`;
export const servicePath = (service: { id: number }) => `/service-single/${service.id}`;
export const teamMemberPath = (member: { id: number }) => `/team-single/${member.id}`;
