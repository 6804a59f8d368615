import type { MailSettings } from '../../config';
import { expiryText } from './invite-expiry';

export interface InviteLetter {
  email: string;
  url: string;
  /** When the link stops working. */
  expiresAt: string;
  invitedBy: string;
}

/** Emails each invitee its link through the configured SMTP server; returns the failures by email. */
export async function mailInvites(settings: MailSettings, letters: InviteLetter[]): Promise<Map<string, string>> {
  // Loaded when the first invitation is mailed: most servers never mail one, and it need not slow their start.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(settings.url);
  const failures = new Map<string, string>();
  try {
    for (const letter of letters) {
      try {
        await transport.sendMail({
          from: settings.from,
          to: letter.email,
          subject: 'You are invited to Netloom',
          text: [
            `${letter.invitedBy} invited you to manage networks with Netloom.`,
            '',
            `Open this link to choose your password and sign in:`,
            letter.url,
            `This link works until ${expiryText(letter.expiresAt)}.`,
            '',
            'If you did not expect this invitation, you can ignore this email.',
          ].join('\n'),
        });
      } catch (error) {
        failures.set(letter.email, error instanceof Error ? error.message : String(error));
      }
    }
  } finally {
    transport.close();
  }
  return failures;
}
