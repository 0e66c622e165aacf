import { booleanWithin, feature } from "@turf/turf";
import { DataFileError, problemAt, type DataProblem } from "../support/data-file";
import type { LotsData } from "./data";

/**
 * Checks across records that a JSON Schema cannot express, reported like schema problems (file,
 * line, pointer): unique APNs, addresses and ids; closed lot rings; street edges that exist;
 * structures inside their lot; providers in a known category.
 */
export function checkLotsData(dir: string, data: LotsData): void {
  const problems: DataProblem[] = [];
  const report = (file: string, path: (string | number)[], message: string) => problems.push(problemAt(dir, file, path, message));
  const seen = new Map<string, string>();
  const once = (key: string, file: string, path: (string | number)[], what: string) => {
    if (seen.has(key)) report(file, path, `repeats ${what} of ${seen.get(key)}`);
    else seen.set(key, `${file} /${path.join("/")}`);
  };
  data.parcels.forEach((p, n) => {
    const { file, index: i, county } = data.parcelSource[n];
    if (p.county !== county) report(file, ["parcels", i, "county"], `must be "${county}" in this file`);
    once(`apn ${p.apn.replace(/\D/g, "")}`, file, ["parcels", i, "apn"], "the APN");
    once(`address ${p.address.toUpperCase()} ${p.city.toUpperCase()}`, file, ["parcels", i, "address"], "the address");
    const ring = p.lot.coordinates[0];
    const [a, z] = [ring[0], ring[ring.length - 1]];
    if (a[0] !== z[0] || a[1] !== z[1]) report(file, ["parcels", i, "lot"], "ring is not closed (the last position must repeat the first)");
    p.street_edges.forEach((e, j) => {
      if (e.edge >= ring.length - 1) report(file, ["parcels", i, "street_edges", j, "edge"], `is ${e.edge} but the lot has ${ring.length - 1} edges (0 to ${ring.length - 2})`);
    });
    p.structures.forEach((s, j) => {
      if (!booleanWithin(feature(s.footprint), feature(p.lot))) report(file, ["parcels", i, "structures", j, "footprint"], "is not inside the lot");
    });
  });
  data.plans.forEach((p, i) => once(`plan ${p.id.toLowerCase()}`, "plans/plans.json", ["plans", i, "id"], "the id"));
  data.managers.forEach((m, i) => once(`manager ${m.id}`, "directory/managers.json", ["managers", i, "id"], "the id"));
  const categories = new Set(data.categories.map((c) => c.slug));
  data.providers.forEach((p, i) => {
    once(`provider ${p.id}`, "directory/services.json", ["providers", i, "id"], "the id");
    if (!categories.has(p.category)) report("directory/services.json", ["providers", i, "category"], `is not one of the file's categories (${[...categories].join(", ")})`);
  });
  if (problems.length) throw new DataFileError(problems);
}
