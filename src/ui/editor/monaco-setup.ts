/**
 * Monaco with monaco-yaml, loaded lazily (see load-editor.ts): this module
 * and everything it imports arrive after the board and controls have painted.
 *
 * Two Monaco pitfalls handled here (monaco-editor#5310, monaco-yaml#272; README "Dependencies"):
 * - Monaco ≥ 0.53's `editor.createWebWorker` wants a `worker`, while
 *   monaco-yaml's worker manager still passes `label/moduleId/createData`;
 *   `forMonacoYaml` bridges the two, or YAML completion and hover
 *   silently never start.
 * - monaco-yaml reports schema problems as warnings; we switch its
 *   validation off and set our own markers from the loader's diagnostics,
 *   so YAML, schema and semantic errors show once each, in red.
 *
 * Completion and hover read schemas derived from schemas/ (editor-schemas.ts);
 * the scenario's follows the family of the ruleset it plays.
 */
import * as monaco from 'monaco-editor/editor';
import { TabFocus } from 'monaco-editor/editor/browser/config/tabFocus';
import './monaco-features';
import 'monaco-editor/languages/definitions/yaml/register';
import { configureMonacoYaml } from 'monaco-yaml';
import EditorWorker from 'monaco-editor/editor/editor.worker.js?worker';
import YamlWorker from './yaml.worker.ts?worker';
import { RULESET_SCHEMA_DOCUMENT as rulesetSchema } from '../../engine/loader/ruleset-schema';
import scenarioSchema from '../../../schemas/scenario.schema.json';
import { familyById, families } from '../../engine/families';
import type { Diagnostic } from '../../engine/loader/diagnostics';
import type { FileKind } from '../storage/session';

/** What an editor model holds: the workbench's ruleset or scenario, or ruleset B of the compare view. */
export type EditorKind = FileKind | 'ruleset-b';
import { forEditor, scenarioSchemaFor } from './editor-schemas';
import { tidyHoverMarkdown } from './hover-markdown';
import { SEVERITY, toMarker } from './markers';
import { minimalReplace } from './text-diff';

self.MonacoEnvironment = {
  getWorker(_moduleId: string, label: string) {
    return label === 'yaml' ? new YamlWorker() : new EditorWorker();
  },
};

interface LegacyWorkerOptions {
  label?: string;
  moduleId?: string;
  createData?: unknown;
  host?: Record<string, unknown>;
  keepIdleModels?: boolean;
  worker?: unknown;
}

/**
 * A copy of the Monaco API for monaco-yaml: its `createWebWorker` also
 * accepts the old options (it creates the worker through MonacoEnvironment
 * and sends it the create data first, as Monaco's own language workers do),
 * and the hovers it registers are tidied (hover-markdown.ts).
 */
function forMonacoYaml(api: typeof monaco): typeof monaco {
  const create = api.editor.createWebWorker;
  const createWebWorker = (opts: LegacyWorkerOptions) => {
    if (opts.worker) return create(opts as Parameters<typeof create>[0]);
    const worker = Promise.resolve(self.MonacoEnvironment!.getWorker!('workerMain.js', opts.label ?? 'worker')).then(
      (w) => {
        w.postMessage('ignore');
        w.postMessage(opts.createData);
        return w;
      },
    );
    return create({ worker, host: opts.host, keepIdleModels: opts.keepIdleModels } as Parameters<typeof create>[0]);
  };
  const registerHoverProvider: typeof api.languages.registerHoverProvider = (selector, provider) =>
    api.languages.registerHoverProvider(selector, {
      ...provider,
      async provideHover(model, position, token, context) {
        const hover = await provider.provideHover(model, position, token, context);
        if (!hover) return hover;
        return { ...hover, contents: hover.contents.map((c) => ({ ...c, value: tidyHoverMarkdown(c.value) })) };
      },
    });
  return {
    ...api,
    editor: { ...api.editor, createWebWorker },
    languages: { ...api.languages, registerHoverProvider },
  } as typeof monaco;
}

/**
 * A schema known under `uri` only: its own `$id` (`rulebench:…`, which ajv
 * uses) is replaced, so the YAML language service never meets a second
 * identity for it that it would try to load.
 */
function schemaAt(uri: string, fileMatch: string[], schema: object) {
  return { uri, fileMatch, schema: { ...schema, $id: uri } as never };
}

const RULESET_SCHEMA = schemaAt(
  'file:///schemas/ruleset.schema.json',
  ['**/rulesets/*.yaml'],
  forEditor(rulesetSchema),
);

/**
 * The scenario schema for a scenario of `family` (family-agnostic when null).
 * Its URI is fixed, because the shipped scenarios' modelines name it and a
 * modeline wins over `fileMatch`; one scenario is open at a time, so the
 * schema at that URI is simply the one for the open scenario's family.
 */
function scenarioSchemaEntry(family: string | null) {
  const schema = scenarioSchemaFor(scenarioSchema, (family && familyById(family)) || undefined, families);
  return schemaAt('file:///schemas/scenario.schema.json', ['**/scenarios/**/*.yaml'], forEditor(schema));
}

// Schema URIs are where the files' own `# yaml-language-server: $schema=…`
// lines point (models live at file:///rulesets/… and file:///scenarios/<game>/…),
// so the modeline and the configured schema agree and nothing is fetched.
const monacoYaml = configureMonacoYaml(forMonacoYaml(monaco), {
  enableSchemaRequest: false,
  validate: false,
  completion: true,
  hover: true,
  // Its "Source: …schema.json" link leads nowhere in the workbench.
  hoverSchemaSource: false,
  schemas: [RULESET_SCHEMA, scenarioSchemaEntry(null)],
});
let scenarioFamily: string | null = null;

/** Points scenario completion and hover at `family`'s keys (restarts the YAML worker when it changes). */
function setScenarioFamily(family: string | null): void {
  if (family === scenarioFamily) return;
  scenarioFamily = family;
  void monacoYaml.update({ schemas: [RULESET_SCHEMA, scenarioSchemaEntry(family)] });
}

const OWNER = 'rulebench';

export interface EditorHandle {
  /** Opens `text` as the file `path` for `kind` (a new model when the path changes). */
  setFile(kind: EditorKind, path: string, text: string): void;
  /** Replaces the text with an undoable minimal edit (recording, undo, redo). */
  replaceText(kind: EditorKind, text: string): void;
  show(kind: EditorKind): void;
  /** The game family of the scenario's ruleset (null: unknown), which scenario completion and hover follow. */
  setScenarioFamily(family: string | null): void;
  setDiagnostics(kind: EditorKind, errors: readonly Diagnostic[], warnings: readonly Diagnostic[]): void;
  reveal(kind: EditorKind, line: number, col: number, focus: boolean): void;
  /** The markers shown for a file (for tests and the benchmark). */
  markers(kind: EditorKind): monaco.editor.IMarker[];
  dispose(): void;
}

function modelPath(kind: EditorKind, path: string): string {
  // Keep models where the shipped files' schema modelines expect them.
  const base = path.split('/').pop() ?? path;
  if (kind === 'ruleset-b') return `/rulesets/${base.replace(/\.yaml$/, '')} (B).yaml`;
  if (kind === 'ruleset') return `/rulesets/${base}`;
  return path.startsWith('scenarios/') && path.split('/').length >= 3 ? `/${path}` : `/scenarios/local/${base}`;
}

export function createEditor(host: HTMLElement, onChange: (kind: EditorKind, text: string) => void): EditorHandle {
  const models = new Map<EditorKind, monaco.editor.ITextModel>();
  const views = new Map<EditorKind, monaco.editor.ICodeEditorViewState | null>();
  const paths = new Map<EditorKind, string>();
  let current: EditorKind | null = null;
  let applying = false;

  const editor = monaco.editor.create(host, {
    automaticLayout: true,
    minimap: { enabled: false },
    fontSize: 13,
    tabSize: 2,
    insertSpaces: true,
    scrollBeyondLastLine: false,
    fixedOverflowWidgets: true,
    wordBasedSuggestions: 'off',
    quickSuggestions: { other: true, comments: false, strings: true },
    renderValidationDecorations: 'on',
    // The rule texts quote with ’ and – on purpose: no box around each "confusable" character.
    // Invisible characters (a zero-width space pasted with a key) still get one.
    unicodeHighlight: { ambiguousCharacters: false, nonBasicASCII: false, invisibleCharacters: true },
    theme: 'vs',
    ariaLabel: 'YAML editor',
    model: null,
    // Tab moves past the editor until the designer clicks into it or presses Enter: tabbing
    // through the page must not indent line 1 (and mark a shipped file edited).
    tabFocusMode: true,
  });
  const typing = (on: boolean) => {
    editor.updateOptions({ tabFocusMode: !on });
    // Ctrl+M sets Monaco's page-wide tab-focus switch, which overrides the option (and which
    // `getOption(tabFocusMode)` does not show): clear it to type, or Tab would never indent.
    if (on) TabFocus.setTabFocusMode(false);
  };
  editor.onMouseDown(() => typing(true));
  editor.onKeyDown((e) => {
    if (e.keyCode !== monaco.KeyCode.Enter || !editor.getOption(monaco.editor.EditorOption.tabFocusMode)) return;
    // This Enter only starts typing; it inserts nothing.
    e.preventDefault();
    e.stopPropagation();
    typing(true);
  });
  editor.onDidBlurEditorWidget(() => typing(false));

  const handle: EditorHandle = {
    setFile(kind, path, text) {
      const old = models.get(kind);
      if (old && paths.get(kind) === path) {
        if (old.getValue() !== text) handle.replaceText(kind, text);
        return;
      }
      const uri = monaco.Uri.file(modelPath(kind, path));
      monaco.editor.getModel(uri)?.dispose();
      const model = monaco.editor.createModel(text, 'yaml', uri);
      model.onDidChangeContent(() => {
        if (!applying) onChange(kind, model.getValue());
      });
      models.set(kind, model);
      paths.set(kind, path);
      views.set(kind, null);
      if (current === kind) editor.setModel(model);
      old?.dispose();
    },
    replaceText(kind, text) {
      const model = models.get(kind);
      if (!model) return;
      const edit = minimalReplace(model.getValue(), text);
      if (!edit) return;
      const a = model.getPositionAt(edit.start);
      const b = model.getPositionAt(edit.end);
      applying = true;
      try {
        model.pushStackElement();
        model.pushEditOperations(
          [],
          [{ range: new monaco.Range(a.lineNumber, a.column, b.lineNumber, b.column), text: edit.text }],
          () => null,
        );
        model.pushStackElement();
      } finally {
        applying = false;
      }
    },
    show(kind) {
      if (current === kind) return;
      if (current) views.set(current, editor.saveViewState());
      current = kind;
      const model = models.get(kind) ?? null;
      editor.setModel(model);
      editor.updateOptions({
        ariaLabel: `${kind === 'ruleset' ? 'Ruleset' : kind === 'ruleset-b' ? 'Ruleset B' : 'Scenario'} YAML editor (press Enter to type; Tab moves on)`,
      });
      const view = views.get(kind);
      if (view) editor.restoreViewState(view);
    },
    setScenarioFamily,
    setDiagnostics(kind, errors, warnings) {
      const model = models.get(kind);
      if (!model) return;
      const len = (line: number) => (line <= model.getLineCount() ? model.getLineLength(line) : 0);
      monaco.editor.setModelMarkers(model, OWNER, [
        ...errors.map((d) => toMarker(d, SEVERITY.error, len)),
        ...warnings.map((d) => toMarker(d, SEVERITY.warning, len)),
      ]);
    },
    reveal(kind, line, col, focus) {
      handle.show(kind);
      const position = { lineNumber: line, column: col };
      editor.setPosition(position);
      editor.revealPositionInCenterIfOutsideViewport(position);
      if (focus) {
        // A jump to a line (a click in the error list or the log) is a request to edit there.
        typing(true);
        editor.focus();
      }
    },
    markers(kind) {
      const model = models.get(kind);
      return model ? monaco.editor.getModelMarkers({ owner: OWNER, resource: model.uri }) : [];
    },
    dispose() {
      editor.dispose();
      for (const m of models.values()) m.dispose();
    },
  };
  return handle;
}

export { monaco };
