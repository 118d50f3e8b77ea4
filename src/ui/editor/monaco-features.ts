/**
 * The Monaco features the workbench uses, and only those: the editor API
 * (`monaco-editor/editor`) has the text model, the view, cursor moves, typing,
 * undo and redo, markers and their squiggles, but no widget or action
 * contributed on top. `features/register.all` adds some seventy contributions
 * (inline completions, colour picker, code lens, command palette, rename…): with
 * them Monaco's chunk was 3.9 MB, with these 3.4 MB (Monaco's core is ~3.2 MB).
 *
 * Each import below is a contribution a designer meets in the workbench
 * (test/browser/editor.test.ts drives completion and hover,
 * test/browser/editor-features.test.ts the rest).
 */
// Schema completion (Ctrl+Space and as you type) from monaco-yaml. `features/suggest/register`
// only registers the inline-completions adapter, not the suggest widget itself.
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
// Hover docs from the schema (and Ctrl+K Ctrl+I at the caret), and a marker's message on hover.
import 'monaco-editor/features/hover/register';
// Ctrl+F find and Ctrl+H replace.
import 'monaco-editor/features/find/register';
// Ctrl+M, Monaco's switch for keyboard users: Tab moves focus instead of indenting. (The
// workbench's own "Tab passes the editor until Enter" is the tabFocusMode option, in monaco-setup.ts.)
import 'monaco-editor/features/toggleTabFocusMode/register';
// The boxes around invisible characters (unicodeHighlight's invisibleCharacters).
import 'monaco-editor/features/unicodeHighlighter/register';
// Ordinary editing keys: Ctrl+←/→ and Ctrl+Backspace by word, Ctrl+/ comments a line,
// Alt+↑/↓ moves lines, Ctrl+D adds the next match, cut/copy/paste (also from the context
// menu), matching brackets in flow lists, and pasted lines re-indented as Monaco did before.
import 'monaco-editor/features/wordOperations/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/indentation/register';
// Folding a block of YAML (ranges from monaco-yaml's worker).
import 'monaco-editor/features/folding/register';
// Icons in the suggest list, the find widget and the folding gutter.
import 'monaco-editor/features/codicon/register';
