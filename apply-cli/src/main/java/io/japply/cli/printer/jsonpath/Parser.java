package io.japply.cli.printer.jsonpath;

import io.japply.cli.printer.jsonpath.Node.BoolLiteral;
import io.japply.cli.printer.jsonpath.Node.FloatLiteral;
import io.japply.cli.printer.jsonpath.Node.Identifier;
import io.japply.cli.printer.jsonpath.Node.IntLiteral;
import io.japply.cli.printer.jsonpath.Node.Recursive;
import io.japply.cli.printer.jsonpath.Node.Sequence;
import io.japply.cli.printer.jsonpath.Node.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads a template as client-go's jsonpath parser does: text outside braces, and inside each {action}
 * a flat list of steps (no nesting: {range} and {end} are steps too). It keeps the parser's quirks,
 * since kubectl users' templates depend on them: '$' and '@' are skipped, ['a.b'] is two fields,
 * a number is an int unless it has a dot. Brackets are read by {@link Brackets}.
 */
final class Parser {
    static final int EOF = -1;
    private static final Pattern INT = Pattern.compile("[+-]?[0-9]+");
    private static final Pattern FLOAT = Pattern.compile("[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)");

    final String input;
    int pos;
    int start;
    private int width;
    private final List<Node> root = new ArrayList<>();

    private Parser(String input) {
        this.input = input;
    }

    static Sequence parse(String template) throws JsonPathError {
        Parser parser = new Parser(template);
        parser.parseText();
        return new Sequence(parser.root);
    }

    /** Text read as the inside of one action, as the parser reads filter sides, union parts and ['key']. */
    static Sequence parseAction(String text) throws JsonPathError {
        return (Sequence) parse("{" + text + "}").nodes().get(0);
    }

    private void parseText() throws JsonPathError {
        while (true) {
            if (input.startsWith("{", pos)) {
                if (pos > start) {
                    root.add(new Text(consume()));
                }
                pos++;
                consume();
                List<Node> action = new ArrayList<>();
                root.add(new Sequence(action));
                parseInsideAction(action);
            } else if (next() == EOF) {
                break;
            }
        }
        if (pos > start) {
            root.add(new Text(consume()));
        }
    }

    /** Steps up to the closing brace, which it consumes. */
    private void parseInsideAction(List<Node> action) throws JsonPathError {
        while (!input.startsWith("}", pos)) {
            if (input.startsWith("[?(", pos)) {
                Brackets.parseFilter(this, action);
            } else if (input.startsWith("..", pos)) {
                parseRecursive(action);
            } else {
                parseStep(action);
            }
        }
        pos++;
        consume();
    }

    private void parseStep(List<Node> action) throws JsonPathError {
        int r = next();
        if (r == EOF || isEndOfLine(r)) {
            throw new JsonPathError("unclosed action");
        } else if (r == ' ' || r == '@' || r == '$') {
            consume();
        } else if (r == '[') {
            Brackets.parseArray(this, action);
        } else if (r == '"' || r == '\'') {
            parseQuote(action, r);
        } else if (r == '.') {
            parseField(action);
        } else if (r == '+' || r == '-' || Character.isDigit(r)) {
            backup();
            parseNumber(action);
        } else if (isAlphaNumeric(r)) {
            backup();
            parseIdentifier(action);
        } else {
            throw new JsonPathError("unrecognized character in action: " + GoFormat.unicodeVerb(r));
        }
    }

    private void parseIdentifier(List<Node> action) {
        while (!isTerminator(next())) {
            // a word runs up to the next terminator
        }
        backup();
        String word = consume();
        if (word.equals("true") || word.equals("false")) {
            action.add(new BoolLiteral(word.equals("true")));
        } else {
            action.add(new Identifier(word));
        }
    }

    private void parseRecursive(List<Node> action) throws JsonPathError {
        if (!action.isEmpty() && action.get(action.size() - 1) instanceof Recursive) {
            throw new JsonPathError("invalid multiple recursive descent");
        }
        pos += 2;
        consume();
        action.add(new Recursive());
        if (isAlphaNumeric(peek())) {
            parseField(action);
        }
    }

    private void parseNumber(List<Node> action) throws JsonPathError {
        int r = peek();
        if (r == '+' || r == '-') {
            next();
        }
        do {
            r = next();
        } while (r == '.' || Character.isDigit(r));
        backup();
        String text = consume();
        if (INT.matcher(text).matches()) {
            try {
                action.add(new IntLiteral(Long.parseLong(text)));
                return;
            } catch (NumberFormatException tooBig) {
                // Go's Atoi fails on it too, and ParseFloat takes it
            }
        }
        double value = FLOAT.matcher(text).matches() ? Double.parseDouble(text) : Double.NaN;
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            throw new JsonPathError("cannot parse number " + text);
        }
        action.add(new FloatLiteral(value));
    }

    private void parseQuote(List<Node> action, int quote) throws JsonPathError {
        while (true) {
            int r = next();
            if (r == EOF || r == '\n') {
                throw new JsonPathError("unterminated quoted string");
            }
            if (r == quote && input.charAt(pos - 2) != '\\') {
                break;
            }
        }
        String quoted = consume();
        action.add(new Text(Unquote.unquote(quoted)));
    }

    /** A key after '.', up to the next terminator that no backslash escapes; "*" is the wildcard. */
    private void parseField(List<Node> action) {
        consume();
        while (advance()) {
            // backslash-escaped terminators belong to the key
        }
        String key = consume();
        action.add(key.equals("*") ? new Node.Wildcard() : new Node.Field(key.replace("\\", "")));
    }

    private boolean advance() {
        int r = next();
        if (r == '\\') {
            next();
        } else if (isTerminator(r)) {
            backup();
            return false;
        }
        return true;
    }

    String consume() {
        String text = input.substring(start, pos);
        start = pos;
        return text;
    }

    int next() {
        if (pos >= input.length()) {
            width = 0;
            return EOF;
        }
        int r = input.codePointAt(pos);
        width = Character.charCount(r);
        pos += width;
        return r;
    }

    private int peek() {
        int r = next();
        backup();
        return r;
    }

    private void backup() {
        pos -= width;
    }

    private static boolean isTerminator(int r) {
        return switch (r) {
            case EOF, ' ', '\t', '\r', '\n', '.', ',', '[', ']', '$', '@', '{', '}' -> true;
            default -> false;
        };
    }

    private static boolean isEndOfLine(int r) {
        return r == '\r' || r == '\n';
    }

    private static boolean isAlphaNumeric(int r) {
        return r == '_' || Character.isLetter(r) || Character.isDigit(r);
    }
}
