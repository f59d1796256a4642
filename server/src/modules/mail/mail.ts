// A mail as the league writes it: the outbox keeps it until the transport sends it.

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
