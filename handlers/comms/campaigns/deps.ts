import type { Logger } from "pino";
import type { CommsDeps } from "../support/deps";
import type { SendSettings } from "./settings";

/** What the campaign, sender and delivery modules receive: the comms deps plus the sending setup. */
export interface CampaignDeps extends CommsDeps {
  send: SendSettings;
  logger: Logger;
  /** Where the in-process e-mail relay registers its listeners (handlers/email listenerKey). */
  relayListenerKey: string;
}

export const SEND_QUEUE = "comms.campaign-send";
export const LAUNCH_QUEUE = "comms.campaign-launch";
export const REPLAY_QUEUE = "comms.dead-letter-replay";

export interface CampaignJob {
  organization_id: string;
  campaign_id: string;
}
