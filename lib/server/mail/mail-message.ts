// One e-mail as the store composes it: a Russian plain-text part always, an HTML part when the template has one.
export type MailMessage = {
  /** One recipient: a bare address or "Name <addr@host>". */
  to: string;
  subject: string;
  text: string;
  html?: string;
};
