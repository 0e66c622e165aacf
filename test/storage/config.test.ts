import { describeLocation, storageConfigFrom } from "../../generator/platform/storage";

const cwd = "/srv/app";

describe("storageConfigFrom", () => {
  test.each([
    ["unset: SQLite under var/", {}, { dialect: "sqlite", location: "/srv/app/var/mcpforge.sqlite" }],
    ["MCPFORGE_DATA_DIR moves the default file", { MCPFORGE_DATA_DIR: "data" }, { dialect: "sqlite", location: "/srv/app/data/mcpforge.sqlite" }],
    ["sqlite: relative path", { DATABASE_URL: "sqlite:db/x.sqlite" }, { dialect: "sqlite", location: "/srv/app/db/x.sqlite" }],
    ["sqlite:/// absolute path", { DATABASE_URL: "sqlite:///tmp/x.sqlite" }, { dialect: "sqlite", location: "/tmp/x.sqlite" }],
    ["file: absolute path", { DATABASE_URL: "file:/tmp/y.sqlite" }, { dialect: "sqlite", location: "/tmp/y.sqlite" }],
    ["postgres://", { DATABASE_URL: "postgres://u:p@h:5432/d" }, { dialect: "postgres", location: "postgres://u:p@h:5432/d" }],
    ["postgresql://", { DATABASE_URL: "postgresql://h/d" }, { dialect: "postgres", location: "postgresql://h/d" }],
  ])("%s", (_name, env, want) => {
    expect(storageConfigFrom(env, cwd)).toMatchObject(want);
  });

  test("defaults", () => {
    expect(storageConfigFrom({}, cwd)).toMatchObject({ poolMax: 10, sqliteSynchronous: "NORMAL", jobsPollMs: 1000, jobsLeaseMs: 300_000 });
    expect(storageConfigFrom({ SQLITE_SYNCHRONOUS: "full", DATABASE_POOL_MAX: "3", MCPFORGE_JOBS_POLL_MS: "50", MCPFORGE_JOBS_LEASE_MS: "2000" }, cwd)).toMatchObject({ poolMax: 3, sqliteSynchronous: "FULL", jobsPollMs: 50, jobsLeaseMs: 2000 });
    expect(storageConfigFrom({}, cwd)).toMatchObject({ poolMax: 10, sqliteSynchronous: "NORMAL", jobsPollMs: 1000 });
    expect(storageConfigFrom({ SQLITE_SYNCHRONOUS: "full", DATABASE_POOL_MAX: "3", MCPFORGE_JOBS_POLL_MS: "50" }, cwd)).toMatchObject({ poolMax: 3, sqliteSynchronous: "FULL", jobsPollMs: 50 });
    expect(storageConfigFrom({}, cwd).sqliteWal).toEqual({ maxBytes: 64 * 1024 * 1024, intervalMs: 200, idleMs: 1000 });
  });

  test.each([
    ["an unknown scheme", { DATABASE_URL: "mysql://h/d" }, 'DATABASE_URL must start with postgres://, postgresql://, sqlite: or file: (got "mysql:")'],
    ["an empty sqlite path", { DATABASE_URL: "sqlite:" }, "DATABASE_URL: sqlite: needs a file path"],
    ["a bad pool size", { DATABASE_POOL_MAX: "0" }, 'DATABASE_POOL_MAX must be a positive integer, got "0"'],
    ["a bad poll interval", { MCPFORGE_JOBS_POLL_MS: "soon" }, 'MCPFORGE_JOBS_POLL_MS must be a positive integer, got "soon"'],
    ["a bad job lease", { MCPFORGE_JOBS_LEASE_MS: "-1" }, 'MCPFORGE_JOBS_LEASE_MS must be a positive integer, got "-1"'],
    ["a bad WAL bound", { SQLITE_WAL_MAX_BYTES: "-1" }, 'SQLITE_WAL_MAX_BYTES must be a positive integer, got "-1"'],
    ["a bad synchronous mode", { SQLITE_SYNCHRONOUS: "OFF" }, 'SQLITE_SYNCHRONOUS must be NORMAL or FULL, got "OFF"'],
  ])("refuses %s, naming the variable", (_name, env, message) => {
    expect(() => storageConfigFrom(env, cwd)).toThrow(message);
  });

  test("describeLocation never shows credentials", () => {
    const d = describeLocation(storageConfigFrom({ DATABASE_URL: "postgres://admin:hunter2@db.example:6543/app" }, cwd));
    expect(d).toBe("postgres://db.example:6543/app");
    expect(describeLocation(storageConfigFrom({}, cwd))).toBe("sqlite:/srv/app/var/mcpforge.sqlite");
  });
});

describe("CI", () => {
  test("runs the PostgreSQL suites: MCPFORGE_TEST_PG_URL is set whenever CI=true", () => {
    if (process.env.CI !== "true") return;
    expect(process.env.MCPFORGE_TEST_PG_URL).toMatch(/^postgres(ql)?:\/\//);
  });
});
