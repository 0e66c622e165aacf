import type { Logger } from "pino";
import type { AuthConfig } from "./config";

/** How long the pooled SMTP connection stays open after the last message. */
const IDLE_MS = 2_000;

/**
 * Sends the one-time sign-in code through SMTP submission (the e-mail relay's listener, with an
 * account's API key as the password: MCPFORGE_AUTH_SMTP). In development the code is also logged,
 * so `npm start` needs no mail setup.
 */
export class SignInMail {
  private transport?: import("nodemailer").Transporter;
  private idle?: NodeJS.Timeout;
  private sending = 0;

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
    // One pooled connection kept between messages sent close together (sign-ins come in bursts):
    // a new connection per message waited for the relay's greeting each time (smtp-server waits
    // 100 ms for early talkers before it greets). Closed after IDLE_MS without a message, well
    // inside the relay's idle timeout, so a message never meets a connection the relay is closing.
    clearTimeout(this.idle);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const transport = (this.transport ??= (require("nodemailer") as typeof import("nodemailer")).createTransport({ url: this.config.smtp, pool: true, maxConnections: 1 } as never));
    this.sending++;
    try {
      await transport.sendMail({ from: this.config.mailFrom, ...mail });
    } finally {
      if (--this.sending === 0) {
        this.idle = setTimeout(() => this.close(), IDLE_MS);
        this.idle.unref();
      }
    }
  }

  close(): void {
    clearTimeout(this.idle);
    this.transport?.close();
    this.transport = undefined;
  }
}
