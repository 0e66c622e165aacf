/**
 * Tour times are wall-clock times in the listing's IANA time zone (ListingRef.timezone). They are
 * interpreted with Intl (no zone table of our own), checked to exist (a time inside a daylight-
 * saving gap does not), and echoed back with the zone's abbreviation so nobody can misread them.
 */
export type LocalTime = { local: string; utc: Date; echo: string };
export type LocalTimeProblem = "not_a_date" | "skipped_by_dst";

const partsFormat = new Map<string, Intl.DateTimeFormat>();

function fieldsAt(ms: number, zone: string): number[] {
  let f = partsFormat.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
    partsFormat.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return [p.year, p.month, p.day, p.hour, p.minute].map(Number);
}

/** The zone's offset from UTC at instant `ms`, in ms. */
function offsetAt(ms: number, zone: string): number {
  const [y, mo, d, h, mi] = fieldsAt(ms, zone);
  return Date.UTC(y, mo - 1, d, h, mi) - Math.floor(ms / 60_000) * 60_000;
}

/** True when `zone` is an IANA zone this runtime knows. */
export function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant a local `YYYY-MM-DDTHH:MM` names in `zone`. Where a time occurs twice (the hour
 * clocks go back), the first occurrence is meant; a time that never occurs is a problem.
 */
export function localToInstant(local: string, zone: string): LocalTime | LocalTimeProblem {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return "not_a_date";
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(wall);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return "not_a_date";
  const candidates = [...new Set([offsetAt(wall - 86_400_000, zone), offsetAt(wall, zone), offsetAt(wall + 86_400_000, zone)])]
    .map((off) => wall - off)
    .filter((t) => {
      const [yy, mm, dd, hh, mn] = fieldsAt(t, zone);
      return Date.UTC(yy, mm - 1, dd, hh, mn) === wall;
    })
    .sort((a, b) => a - b);
  if (candidates.length === 0) return "skipped_by_dst";
  const utc = new Date(candidates[0]);
  return { local, utc, echo: echo(utc, zone) };
}

/** e.g. `Tue, Dec 1, 2026, 10:00 AM PST (America/Los_Angeles)`. */
export function echo(instant: Date, zone: string): string {
  const text = new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "short", year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(instant);
  // ICU puts a narrow no-break space before AM/PM; plain text reads better with a space.
  return `${text.replace(/[\u202f\u00a0]/g, " ")} (${zone})`;
}
