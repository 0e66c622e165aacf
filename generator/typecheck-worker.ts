import { parentPort, workerData } from "node:worker_threads";
import { typecheckProject } from "./typecheck";

// Runs the type-check on another core while `check` regenerates in memory on this one.
parentPort!.postMessage(typecheckProject((workerData as { root: string }).root));
