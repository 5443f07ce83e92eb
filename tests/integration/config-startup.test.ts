/**
 * Start-up with a bad configuration: both entry points refuse it with one line per wrong variable
 * and exit code 78 before they write anything (no data directory, no seed) or listen. No build is
 * needed: the configuration is checked before server.ts imports it.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const temps: string[] = [];

afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A port held open by the test: a server that tried to listen on it would fail loudly. */
async function heldPort(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Runs an entry point with only the given variables (plus PATH), killed after 30 s. */
function run(
  entry: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", entry], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * Runs `entry` with `env`, its port variable (`portVariable`) on a port held open and DATA_DIR in a
 * fresh temporary folder, and checks that it refused to start: `lines` on stderr, exit code 78,
 * nothing on stdout, no DATA_DIR.
 */
async function expectRefusal(entry: string, portVariable: string, env: Record<string, string>, lines: string[]) {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-config-"));
  temps.push(temp);
  const dataDir = path.join(temp, "data");
  const port = await heldPort();
  try {
    const result = await run(entry, { [portVariable]: String(port.port), DATA_DIR: dataDir, ...env });
    expect(result.stderr.trim().split("\n")).toEqual(lines);
    expect(result.code).toBe(78);
    expect(result.stdout).toBe("");
    expect(fs.existsSync(dataDir), "DATA_DIR created").toBe(false);
  } finally {
    await port.close();
  }
}

describe("start-up with a bad configuration", () => {
  for (const [entry, portVariable] of [
    ["server.ts", "PORT"],
    ["service/server.ts", "SERVICE_PORT"],
  ] as const) {
    it(`${entry} refuses it before writing or listening`, async () => {
      await expectRefusal(entry, portVariable, { APPLICATION_TOKEN: "x", COOKIE_SECURE: "yes" }, [
        "APPLICATION_TOKEN: must be at least 5 characters (the official SDK rejects shorter tokens)",
        'COOKIE_SECURE: must be true, false, 1 or 0, got "yes"',
      ]);
    }, 40_000);
  }

  it("server.ts refuses several processes on the embedded PGlite database, naming the variable", async () => {
    await expectRefusal("server.ts", "PORT", { WEB_CONCURRENCY: "2" }, [
      "WEB_CONCURRENCY: must be 1 with the embedded PGlite database (it is one process): set DATABASE_URL to a PostgreSQL database to run several processes",
    ]);
  }, 40_000);
});
