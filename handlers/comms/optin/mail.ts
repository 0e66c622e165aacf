import type Mail from "nodemailer/lib/mailer";

export interface ConfirmationLetter {
  from: string;
  to: string;
  organization: string;
  firstName: string;
  link: string;
  expiresAt: number;
}

/**
 * The double opt-in e-mail: plain text, one link. Not a marketing message, so no
 * List-Unsubscribe: ignoring it changes nothing.
 */
export function confirmationMail(l: ConfirmationLetter): Mail.Options {
  const name = l.organization.replace(/[\r\n]+/g, " ");
  const hello = l.firstName.trim() ? `Hello ${l.firstName.replace(/[\r\n]+/g, " ")},` : "Hello,";
  return {
    from: l.from,
    to: l.to,
    subject: `Please confirm that you want e-mail from ${name}`,
    text: [
      hello,
      "",
      `${name} asked us to check that you want to receive its marketing e-mail at ${l.to}.`,
      "To confirm, open this link and press the button on the page:",
      "",
      l.link,
      "",
      `The link works until ${new Date(l.expiresAt).toISOString()}. If you did not ask for this, ignore this e-mail: nothing changes.`,
      "",
    ].join("\n"),
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
