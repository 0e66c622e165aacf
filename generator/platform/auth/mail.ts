import type { Logger } from "pino";
import type { AuthConfig } from "./config";

/**
 * Sends the one-time sign-in code through SMTP submission (the e-mail relay's listener, with an
 * account's API key as the password: MCPFORGE_AUTH_SMTP). In development the code is also logged,
 * so `npm start` needs no mail setup.
 */
export class SignInMail {
  private transport?: import("nodemailer").Transporter;

  constructor(
    private readonly config: AuthConfig,
    private readonly logger: Logger,
  ) {}

  async send(to: string, code: string, clientName: string): Promise<void> {
    if (this.config.logCodes) this.logger.info({ to, code }, "sign-in code (development: MCPFORGE_AUTH_LOG_CODES)");
    await this.deliver({
      to,
      subject: `Your sign-in code: ${code}`,
      text: `Your code to sign in to ${clientName} is ${code}.\nIt is valid for ${Math.round(this.config.signInTtlSec / 60)} minutes. If you did not ask for it, ignore this message.\n`,
    });
  }

  /**
   * Sends another one-time-code message through the same transport (the housing claim page's
   * proof code). Nothing is logged: the caller logs what it may.
   */
  async deliver(mail: { to: string; subject: string; text: string }): Promise<void> {
    if (!this.config.smtp) {
      if (!this.config.logCodes) throw new Error("no way to deliver sign-in codes: set MCPFORGE_AUTH_SMTP");
      return;
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    this.transport ??= (require("nodemailer") as typeof import("nodemailer")).createTransport(this.config.smtp);
    await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
  }

  close(): void {
    this.transport?.close();
  }
}
