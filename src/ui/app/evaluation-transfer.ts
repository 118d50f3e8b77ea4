/**
 * An evaluation made in the check worker, carried to the page as plain data (structured
 * clone), so that the page never parses, validates or replays a long scenario itself. A
 * compiled game does not cross threads: its rules do (plain data, already checked), and the
 * page compiles them again, which reads no YAML; states cross as the game serializes them.
 * The steps, and the move log's entries (made from them in the worker, where rebuilding a
 * state per step costs the page nothing), go in chunks, each its own message, so that no
 * single message takes the page long to receive.
 */
import { familyById } from '../../engine/families';
import type { Game } from '../../engine/game';
import {
  replayFromRecord,
  replayStart,
  type CheckResult,
  type ReplayRecord,
  type ReplayStep,
} from '../../engine/scenario/replay';
import type { LogEntry } from '../timeline/types';
import type { Evaluation, Shown } from './evaluate';
import { logEntries } from './replay-view';

/** Steps per message: a few milliseconds for the page to receive. */
export const STEPS_PER_MESSAGE = 1000;

/** A replay as plain data; its steps come apart (`steps` messages). */
interface SentReplay {
  scenario: boolean;
  rules: Record<string, unknown>;
  gameId: string;
  initial: unknown;
  checks: CheckResult[];
  failures: Evaluation['failures'];
  unreadable: Evaluation['failures'];
  /** The record with its states serialized; absent for the start position alone. */
  record?: Omit<ReplayRecord, 'checkpoints' | 'final'> & { checkpoints: unknown[]; final: unknown };
}

/** An evaluation as it leaves the worker, without its steps. */
export interface SentEvaluation {
  diagnostics: Evaluation['diagnostics'];
  failures: Evaluation['failures'];
  notice?: string;
  replay: SentReplay | null;
}

/** A part of the steps and of the log entries (one more entry than steps: the start). */
export interface StepChunk {
  steps: ReplayStep[];
  entries: LogEntry[];
}

/** What the worker sends for `evaluation`: the evaluation, after its steps and log entries in chunks. */
export function sendable(evaluation: Evaluation): { evaluation: SentEvaluation; chunks: StepChunk[] } {
  const shown = evaluation.replay;
  const base = {
    diagnostics: evaluation.diagnostics,
    failures: evaluation.failures,
    ...(evaluation.notice ? { notice: evaluation.notice } : {}),
  };
  if (!shown) return { evaluation: { ...base, replay: null }, chunks: [] };
  const { replay } = shown;
  const game = replay.game;
  const record = replay.record;
  const entries = logEntries(replay);
  const chunks: StepChunk[] = [];
  for (let i = 0; i < entries.length; i += STEPS_PER_MESSAGE)
    chunks.push({
      steps: replay.steps.slice(i, i + STEPS_PER_MESSAGE),
      entries: entries.slice(i, i + STEPS_PER_MESSAGE),
    });
  return {
    evaluation: {
      ...base,
      replay: {
        scenario: shown.scenario,
        rules: game.rules,
        gameId: game.id,
        initial: game.serialize(replay.initial),
        checks: [...replay.checks],
        failures: [...replay.failures],
        unreadable: [...replay.unreadable],
        ...(record
          ? {
              record: {
                ...record,
                checkpoints: record.checkpoints.map((s) => game.serialize(s)),
                final: game.serialize(record.final),
              },
            }
          : {}),
      },
    },
    chunks,
  };
}

/** The compiled game of the last evaluation received: the same rules compile once. */
let lastGame: { key: string; game: Game<unknown> } | null = null;

function compiled(rules: Record<string, unknown>, id: string): Game<unknown> {
  const key = `${id}\0${JSON.stringify(rules)}`;
  if (lastGame?.key === key) return lastGame.game;
  const family = familyById(String(rules.family));
  if (!family) throw new Error(`no game family "${String(rules.family)}"`);
  const game = family.compile(rules, id);
  lastGame = { key, game };
  return game;
}

/** The move log of each replay received, made in the worker. */
const sentLogs = new WeakMap<Shown['replay'], LogEntry[]>();

/** The move log of `replay`: the worker's, for a replay it made, else made here. */
export function logEntriesOf(replay: Shown['replay']): LogEntry[] {
  return sentLogs.get(replay) ?? logEntries(replay);
}

/** The evaluation the worker sent, with its steps and log entries, as the page uses it. */
export function received(sent: SentEvaluation, steps: readonly ReplayStep[], entries: LogEntry[]): Evaluation {
  const base = {
    diagnostics: sent.diagnostics,
    failures: sent.failures,
    ...(sent.notice ? { notice: sent.notice } : {}),
  };
  const r = sent.replay;
  if (!r) return { ...base, replay: null };
  const game = compiled(r.rules, r.gameId);
  // No record: the ruleset's start position alone, which the page makes as the worker did.
  if (!r.record) return { ...base, replay: { replay: replayStart(game), scenario: r.scenario } };
  const initial = game.deserialize(r.initial);
  const record: ReplayRecord = {
    ...r.record,
    checkpoints: r.record.checkpoints.map((s) => game.deserialize(s)),
    final: game.deserialize(r.record.final),
  };
  const replay = replayFromRecord(
    game,
    initial,
    { steps: [...steps], checks: r.checks, failures: r.failures, unreadable: r.unreadable },
    record,
  );
  if (entries.length === steps.length + 1) sentLogs.set(replay, entries);
  return { ...base, replay: { replay, scenario: r.scenario } };
}
