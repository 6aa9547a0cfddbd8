/** HTML from the back office: sanitised by the API when it was written, so it is shown as stored. */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises rich text on write with an allowlist.
  return <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />;
}
