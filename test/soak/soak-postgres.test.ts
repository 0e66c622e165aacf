import { soakSuite } from "./suite";

soakSuite("postgres");
