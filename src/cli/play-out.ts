/**
 * `play --out`: where a played game may be written, and the scenario written for it. A file is
 * written only when `run` will accept it: the scenario is read back through the same loader and
 * replayed to the same end before anything touches the disk.
 */
import { realpathSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ActionObject, Game } from '../engine/game';
import { formatDiagnostic } from '../engine/loader/diagnostics';
import { MAX_FILE_BYTES } from '../engine/loader/yaml-source';
import { loadScenario } from '../engine/scenario/load';
import { replayScenario } from '../engine/scenario/replay';
import { scenarioYaml } from '../engine/scenario/write';
import { displayPath, fileResolver } from './files';
import { EXIT } from './output';
import { presentOut, refusalLine, writeOut } from './safe-write';

const SCHEMAS = fileURLToPath(new URL('../../schemas/', import.meta.url));

export interface PlayedGame {
  game: Game<unknown>;
  seed: number;
  /** Every action, in scenario form. */
  actions: ActionObject[];
  /** The state at the end. */
  final: unknown;
}

type Refusal = { ok: false; code: number; message: string };

const refusal = (file: string, what: string, expected: string, code: number = EXIT.invalid): Refusal => ({
  ok: false,
  code,
  message: `rulebench: play --out ${displayPath(file)}: ${what}; expected ${expected}`,
});

/** The real path of an existing file (symlinks followed), or the path itself when it cannot be resolved. */
function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/** Where a played game goes: the file, and how its scenario names the ruleset so that `run` finds it from there. */
export interface OutTarget {
  ok: true;
  file: string;
  rulesetRef: string;
  /** Replace the file if it exists (a regular file, never a ruleset played). */
  force: boolean;
}

/**
 * May `out` be written, and will `run` find the ruleset from there? Never a ruleset being played,
 * the ruleset or a base it `extends:` (through a link either); a file that exists only with
 * `--force`; never a folder, a symbolic link (even a dangling one), a FIFO or a device, as the
 * writer refuses them. Known before the game is played.
 */
export function outTarget(
  out: string,
  ruleset: { file: string; id: string },
  force: boolean,
  bases: readonly { file: string; id: string }[] = [],
): OutTarget | Refusal {
  const file = resolve(out);
  const here = presentOut(file);
  if (!here.ok) {
    const played = here.what.startsWith('is a symbolic link') ? playedAt(file, ruleset, bases) : undefined;
    return played ?? { ok: false, code: EXIT.invalid, message: refusalLine('play --out ', here) };
  }
  if (here.kind === 'file') {
    const played = playedAt(file, ruleset, bases);
    if (played) return played;
    if (!force) return refusal(file, 'the file exists', 'a new file name, or --force to replace it');
  }
  const rulesetRef = rulesetRefFrom(file, ruleset);
  const found = fileResolver([])(rulesetRef, file);
  if ('error' in found) {
    return refusal(
      file,
      `\`run\` could not find the ruleset from there (${found.error}); nothing played or written`,
      "a file inside the ruleset's project folder, or a ruleset id `run` finds from there",
    );
  }
  return { ok: true, file, rulesetRef, force };
}

/** The refusal when `file` is (or links to) the ruleset played or a base of it. */
function playedAt(
  file: string,
  ruleset: { file: string; id: string },
  bases: readonly { file: string; id: string }[],
): Refusal | undefined {
  const at = realPath(file);
  if (at === realPath(ruleset.file))
    return refusal(file, 'is the ruleset being played', 'another file name (play never writes over its own ruleset)');
  const base = bases.find((b) => at === realPath(b.file));
  return base
    ? refusal(
        file,
        `is ${base.id}, a base the ruleset being played extends`,
        'another file name (play never writes over a ruleset of the chain it plays)',
      )
    : undefined;
}

/**
 * How a scenario at `file` names the ruleset: its id when `run` finds this very file by it from
 * there (a nearer rulesets/ folder may hold another file of that name), else a relative path.
 */
function rulesetRefFrom(file: string, ruleset: { file: string; id: string }): string {
  const byId = fileResolver([])(ruleset.id, file);
  const sameFile = !('error' in byId) && realPath(byId.file) === realPath(ruleset.file);
  return sameFile ? ruleset.id : relative(dirname(file), resolve(ruleset.file));
}

/** The scenario text for a played game, with checks that its end is reached. */
function scenarioText(played: PlayedGame, target: OutTarget): string {
  const { game, final } = played;
  const view = game.view(final);
  const counts: Record<string, number> = {};
  for (const p of game.players) counts[p] = view.pieces.filter((x) => x.owner === p).length;
  return scenarioYaml({
    schemaPath: relative(dirname(target.file), join(SCHEMAS, 'scenario.schema.json')),
    ruleset: target.rulesetRef,
    title: `Random game, seed ${played.seed}`,
    seed: played.seed,
    actions: played.actions,
    expect: [{ winner: game.outcome(final)?.winner ?? 'none', toMove: 'none', count: counts }],
  });
}

/** Writes the played game as a scenario to the target, if `run` reads it back and replays it to the same end. */
export function writeScenario(played: PlayedGame, target: OutTarget): { ok: true; display: string } | Refusal {
  const { file } = target;
  const text = scenarioText(played, target);
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_FILE_BYTES) {
    const mb = (n: number) => (n / 1e6).toFixed(1);
    return refusal(
      file,
      `this game has ${played.actions.length} actions, a scenario of ${mb(bytes)} MB, over the ${mb(MAX_FILE_BYTES)} MB \`run\` reads; nothing written`,
      'a shorter game (another seed, or a ruleset with a lower ply limit)',
    );
  }
  const display = displayPath(file);
  const loaded = loadScenario(text, display, fileResolver([]));
  if (!loaded.ok) {
    const first = loaded.diagnostics[0];
    const more = loaded.diagnostics.length > 1 ? ` (and ${loaded.diagnostics.length - 1} more)` : '';
    return refusal(
      file,
      `\`run\` could not read this game's scenario back: ${formatDiagnostic(first)}${more}; nothing written`,
      'a game whose scenario `run` accepts (another seed, or a ruleset with a lower ply limit)',
    );
  }
  const replay = replayScenario(loaded, { keepEvents: false });
  if (!replay.ok) {
    const why = formatDiagnostic(replay.unreadable[0] ?? replay.failures[0]);
    return refusal(
      file,
      `internal error: the game does not replay from its scenario to the same end (${why}); nothing written`,
      'the same end (please report this with the command)',
      EXIT.internal,
    );
  }
  const written = writeOut(file, text, target.force);
  if (!written.ok) return { ok: false, code: EXIT.invalid, message: refusalLine('play --out ', written) };
  return { ok: true, display };
}
