// Pure parts of the peer comparison (bench/load/peer.ts), kept free of I/O so they have a unit
// test: a process's CPU time from its /proc/<pid>/stat line, CPU per request, and the medians of
// alternating rounds.
import { median } from '../lib/measure.ts';

/**
 * User plus system CPU time, in clock ticks, from the text of /proc/<pid>/stat. The command name
 * (field 2) is in parentheses and may hold spaces or parentheses itself, so the fields are counted
 * from the last `)`: utime and stime are fields 14 and 15 of the line.
 */
export function cpuTicksFromStat(stat: string): number {
  const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // afterName[0] is field 3 (the state), so field n is afterName[n - 3].
  const utime = Number(afterName[11]);
  const stime = Number(afterName[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) {
    throw new Error(`Not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  }
  return utime + stime;
}

/** What one server did in one round. */
export interface RoundSide {
  requests: number;
  seconds: number;
  /** CPU milliseconds the server process used during the round. */
  cpuMs: number;
}

export const perSecond = (side: RoundSide) => (side.seconds > 0 ? side.requests / side.seconds : 0);

export const cpuMsPerRequest = (side: RoundSide) =>
  side.requests > 0 ? side.cpuMs / side.requests : Number.NaN;

export interface Round {
  ours: RoundSide;
  peer: RoundSide;
}

export interface RoundsVerdict {
  /** Median over rounds of (our requests per second / the peer's in the same round). */
  ratio: number;
  oursPerSecond: number;
  peerPerSecond: number;
  oursCpuMsPerRequest: number;
  peerCpuMsPerRequest: number;
}

/**
 * Medians over the rounds. The ratio is taken per round first: both servers of one round ran
 * within seconds of each other, so a change in what else the machine runs touches both alike.
 */
export function summarizeRounds(rounds: readonly Round[]): RoundsVerdict {
  return {
    ratio: median(rounds.map((round) => perSecond(round.ours) / perSecond(round.peer))),
    oursPerSecond: median(rounds.map((round) => perSecond(round.ours))),
    peerPerSecond: median(rounds.map((round) => perSecond(round.peer))),
    oursCpuMsPerRequest: median(rounds.map((round) => cpuMsPerRequest(round.ours))),
    peerCpuMsPerRequest: median(rounds.map((round) => cpuMsPerRequest(round.peer))),
  };
}

/** Round 1 runs ours first, round 2 the peer first, and so on: neither always gets the warmer turn. */
export const oursFirst = (roundIndex: number) => roundIndex % 2 === 0;
