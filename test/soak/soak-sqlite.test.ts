import { soakSuite } from "./suite";

soakSuite("sqlite");
