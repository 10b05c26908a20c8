import os from "node:os";

export interface Machine {
  date: string;
  cpu: string;
  cores: number;
  node: string;
  os: string;
  /** 1-minute load average when the run started: other work on the machine shows here. */
  loadAverage: number;
}

export function describeMachine(now = new Date()): Machine {
  return {
    date: now
      .toISOString()
      .replace("T", " ")
      .replace(/\.\d+Z$/, " UTC"),
    cpu: os.cpus()[0]?.model.trim() ?? "unknown CPU",
    cores: os.cpus().length,
    node: process.version,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    loadAverage: os.loadavg()[0] ?? Number.NaN,
  };
}
