/**
 * Where received rulesets go, the same for `rulebench import` and the workbench: a received
 * ruleset never takes a name the receiver already has for another text (their own file, or a
 * shipped ruleset), since every scenario of theirs that names it would from then on play the
 * stranger's rules. It gets a new version of the name instead (`units-v1.2-2`), and what was
 * received with it follows: a variant whose base was renamed `extends:` the new name, and the
 * scenario names the new name of its ruleset. Each rewrite changes only that value (comments
 * and layout stay). Pure: the caller says which names are taken.
 */
import { fileHead } from '../file-kind';
import { withExtendsRef } from '../loader/extends';
import { rulesetIdFromFile } from '../loader/ruleset';
import type { SharedFile } from './link';
import { withRulesetRef } from './ruleset-ref';

export interface Placed {
  /** The scenario, naming its ruleset by the name it got. */
  scenario: SharedFile;
  /** The received rulesets under the names they got, each base before the variants built on it. */
  rulesets: SharedFile[];
  /** Received name → the name it got, for every ruleset placed (received, or a shipped variant copied onto one). */
  names: ReadonlyMap<string, string>;
}

/** The longest ruleset id (as bundles, links and the CLI's lookup allow). */
const MAX_ID = 100;

/** `name`, then `name-2`, `name-3` …, each cut to a valid id's length. */
function* versionsOf(name: string): Generator<string> {
  yield name;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    yield name.slice(0, MAX_ID - suffix.length) + suffix;
  }
}

/** The received ruleset a text `extends:`, by its received name, if it is one of `names`. */
function receivedBase(text: string, names: ReadonlySet<string>): string | undefined {
  const ref = fileHead(text).extends;
  const id = ref ? rulesetIdFromFile(ref) : '';
  return names.has(id) ? id : undefined;
}

/**
 * Names for `rulesets` received with `scenario`. `taken(name, text)`: whether the receiver holds
 * `name` with another text than `text` (the same text is the same file, and keeps its name).
 * `shipped(id)`: a shipped ruleset's text. A scenario may play a shipped variant whose base was
 * received edited (the sender's units-v1.1 on their units-v1.2): that variant is placed too, as a
 * copy extending the received base under its new name, so the scenario plays the sender's chain.
 */
export function placeReceived(
  scenario: SharedFile,
  received: readonly SharedFile[],
  taken: (name: string, text: string) => boolean,
  shipped: (id: string) => string | undefined = () => undefined,
): Placed {
  const playsId = rulesetIdFromFile(fileHead(scenario.text).ruleset);
  const playsShipped = received.some((r) => r.name === playsId) ? undefined : shipped(playsId);
  const onReceived =
    playsShipped !== undefined && receivedBase(playsShipped, new Set(received.map((r) => r.name))) !== undefined;
  const rulesets = onReceived ? [...received, { name: playsId, text: playsShipped }] : received;
  const byName = new Map(rulesets.map((r) => [r.name, r]));
  const receivedNames = new Set(byName.keys());
  const names = new Map<string, string>();
  const given = new Map<string, string>();
  const placed: SharedFile[] = [];
  const visiting = new Set<string>();
  const place = (r: SharedFile): void => {
    if (names.has(r.name) || visiting.has(r.name)) return;
    visiting.add(r.name);
    // Bases first, so a variant is written naming where its base went. A cycle is the loader's to report.
    const base = receivedBase(r.text, receivedNames);
    if (base !== undefined) place(byName.get(base)!);
    const baseName = base !== undefined ? names.get(base) : undefined;
    const text = baseName !== undefined && baseName !== base ? withExtendsRef(r.text, baseName) : r.text;
    let name = r.name;
    for (const candidate of versionsOf(r.name)) {
      const mine = given.get(candidate);
      if (mine === undefined ? !taken(candidate, text) : mine === text) {
        name = candidate;
        break;
      }
    }
    names.set(r.name, name);
    given.set(name, text);
    placed.push({ name, text });
  };
  for (const r of rulesets) place(r);
  const ref = fileHead(scenario.text).ruleset;
  const plays = names.get(playsId);
  return {
    scenario:
      plays !== undefined && plays !== ref ? { ...scenario, text: withRulesetRef(scenario.text, plays) } : scenario,
    rulesets: placed,
    names,
  };
}
