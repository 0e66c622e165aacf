import { parentPort, workerData } from "node:worker_threads";
import { typecheckProject } from "./typecheck";

// Runs the type-check on another core while `check` regenerates in memory on this one.
const { root, service, cache } = workerData as { root: string; service?: string; cache: boolean };
parentPort!.postMessage(typecheckProject(root, service, cache));
