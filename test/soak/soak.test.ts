import { soakSuite } from "./suite";

soakSuite();
